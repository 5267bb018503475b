import { trackedPage } from '@shared/tracked-page'
import { recordVisit } from './visit-attribution'

// What a page visit does with analytics consent (docs/product.md section 2's tracking post, and where the
// visit came from for the forms). Loaded only once the visitor has allowed analytics: the route-
// change effects ask for it then, so visitors who did not carry none of it. The Worker keeps no more
// of the address than trackedPage does here, whoever posts it.

/** An address as tracking keeps it (utm_* parameters go along), or null for a page never tracked. */
const tracked = (pathname: string, search = window.location.search) => trackedPage(`${pathname}${search}`)

/** After a route change to `pathname`: notes the page and posts the visit (the CRM client applies the consent gate again). */
export async function trackVisit(pathname: string): Promise<void> {
  const page = tracked(pathname)
  if (page === null) return
  recordVisit(page)
  const { trackPageVisit } = await import('./crm-client')
  await trackPageVisit(page)
}

/**
 * When analytics is allowed on a page: notes that page (the address shown at that moment, which
 * the caller reads before this code is fetched), so that a visitor who arrived from a campaign and
 * accepted on its landing page is attributed to it. Nothing is posted: the visit was not a route
 * change.
 */
export function noteCurrentPage(pathname: string, search: string): void {
  const page = tracked(pathname, search)
  if (page !== null) recordVisit(page)
}
