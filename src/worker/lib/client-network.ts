const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The network a client's address belongs to, as the key of every per-client limit: an IPv4
 * address as it is, an IPv6 address by its /64 (one subscriber usually holds a whole /64 and can
 * rotate through it at will), an IPv4-mapped IPv6 address as the IPv4 address. Anything that is
 * not an IP address shares the one key `unknown`.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip || !/^[\d.:a-f]+$/i.test(ip)) return 'unknown'
  let host: string
  try {
    // The URL parser writes every spelling of an address in one canonical form.
    host = new URL(`http://${ip.includes(':') ? `[${ip}]` : ip}/`).hostname
  } catch {
    return 'unknown'
  }
  if (IPV4.test(host)) return host
  if (!host.startsWith('[')) return 'unknown'
  const [head = '', tail] = host.slice(1, -1).split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  const words = groups.map((group) => Number.parseInt(group, 16))
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    const [high = 0, low = 0] = words.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The client's network from the request: Cloudflare's `CF-Connecting-IP`, else the first proxy hop. */
export function requestNetwork(headers: { header(name: string): string | undefined }): string {
  return clientNetwork(
    headers.header('cf-connecting-ip') ?? headers.header('x-forwarded-for')?.split(',')[0]?.trim(),
  )
}

/**
 * The client's network as the audit log keeps it for a year: an IPv4 address by its /24
 * (`203.0.113.0/24`), an IPv6 address by its /64, null when unknown. Enough to tell one office
 * or provider from another, without the one address that names a household.
 */
export function auditNetwork(network: string): string | null {
  if (network === 'unknown') return null
  if (network.endsWith('/64')) return network
  return `${network.split('.').slice(0, 3).join('.')}.0/24`
}
