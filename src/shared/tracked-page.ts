// What page-visit tracking may keep of an address. Capability links must never land in the
// visitor log: invitations (/admin/invite/<token>), whitepaper downloads (/downloads/<token>) and
// draft previews (?preview=<token>). So the staff screen and downloads are not tracked at all,
// and of a query string only the campaign parameters (utm_*) are kept.

const UNTRACKED_PATHS = ['/admin', '/downloads']

const isUntracked = (path: string) => {
  const lower = path.toLowerCase()
  return UNTRACKED_PATHS.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}

/** The path and its utm_* parameters; the rest of the query and the fragment dropped. */
function withCampaignOnly(url: URL): string {
  const campaign = new URLSearchParams(
    [...url.searchParams].filter(([name]) => name.toLowerCase().startsWith('utm_')),
  ).toString()
  return `${url.pathname}${campaign ? `?${campaign}` : ''}`
}

// Any origin serves: only the path and query of a site-relative address are read.
const SITE = 'https://site.invalid'

/** A site path (`/services?utm_source=x`) as tracking keeps it; null for a page never tracked. */
export function trackedPage(page: string): string | null {
  const url = new URL(page, SITE)
  if (url.origin !== SITE || isUntracked(url.pathname)) return null
  return withCampaignOnly(url)
}

/**
 * A referrer as tracking keeps it: origin, path and utm_* parameters; only the origin when its
 * path is one tracking never keeps; null when it is no http(s) address.
 */
export function trackedReferrer(referrer: string): string | null {
  if (!URL.canParse(referrer)) return null
  const url = new URL(referrer)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return isUntracked(url.pathname) ? `${url.origin}/` : `${url.origin}${withCampaignOnly(url)}`
}
