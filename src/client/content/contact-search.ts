import { isLandingPagePath } from '@shared/landing-page'
import { FROM_PAGE_PARAMETER } from '@shared/page-query'
// /contact?about=/povs/12: the page a visitor came from by its 'Talk to us' (shared/from-page.ts).
// Small and apart, as the route tree every page downloads at start-up reads it.

/** An item's page: `/<segment>/<id>`. */
export const ITEM_PAGE = /^\/([a-z-]+)\/(\d{1,9})$/

export interface ContactSearch {
  [FROM_PAGE_PARAMETER]?: string
}

/** The `from` parameter, when it has the shape of an item's or a landing page; anything else is ignored. */
export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const from = search[FROM_PAGE_PARAMETER]
  return typeof from === 'string' && (ITEM_PAGE.test(from) || isLandingPagePath(from))
    ? { [FROM_PAGE_PARAMETER]: from }
    : {}
}
