// Which Markdown links the public pages keep. Content is written by staff but shown to
// everyone, so a link is an <a> only when its address cannot run script or reach another scheme:
// http(s) and mailto addresses, and paths on this site. Anything else keeps its text only.

/** A link the renderer may show, and whether it leaves the site (then it opens in a new tab). */
export interface LinkTarget {
  href: string
  external: boolean
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:'])

/**
 * Browsers ignore tabs and newlines anywhere in an address and control characters and spaces at
 * its ends (so `java\tscript:` is `javascript:`): the check reads the address with all of them
 * removed, and a kept link carries that cleaned address.
 */
function ignoredByBrowsers(char: string): boolean {
  const code = char.charCodeAt(0)
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f)
}

/**
 * The link `href` may become, or null when it must be shown as text. `siteUrl` is this site's
 * address: an absolute link to it stays in the same tab.
 */
export function linkTarget(href: string, siteUrl: string): LinkTarget | null {
  const address = [...href].filter((char) => !ignoredByBrowsers(char)).join('')
  // A backslash reads as a slash in web addresses (`/\evil.example` is another host), and `//`
  // starts another host: neither is a path on this site.
  if (address === '' || address.includes('\\') || address.startsWith('//')) return null
  // Character references are left undecoded here; an address spelt with them (`&#106;avascript:`)
  // would be another scheme to anything that decoded it, so it is never a link.
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(address)) return null
  if (!/^[^/?#]*:/.test(address)) {
    // A path, query or fragment on this site: resolved against the page, never another scheme.
    return { href: address, external: false }
  }
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return null
  if (url.protocol === 'mailto:') return { href: address, external: false }
  return { href: address, external: url.host !== hostOf(siteUrl) }
}

function hostOf(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).host
  } catch {
    return null
  }
}
