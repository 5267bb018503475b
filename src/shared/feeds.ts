import { contentTypes } from './content/registry'
import { COMPANY_NAME } from './site-config'

/** A content type's Atom feed: its newest published items, each linking to its page. */
export interface Feed {
  /** The feed's own address. */
  path: `/${string}.xml`
  /** Its name in a feed reader, and on the link in each page's head that announces it. */
  title: string
  /** The listing page the feed mirrors. */
  listingPath: `/${string}`
}

/** The feeds, by the API segment of the type each lists; the Worker serves them, page heads link them. */
export const FEEDS = {
  [contentTypes.pov.segment]: {
    path: '/insights/feed.xml',
    title: `${COMPANY_NAME} Insights`,
    listingPath: '/insights',
  },
  [contentTypes.whitepaper.segment]: {
    path: '/whitepapers/feed.xml',
    title: `${COMPANY_NAME} Whitepapers`,
    listingPath: '/whitepapers',
  },
} as const satisfies Record<string, Feed>

export type FeedSegment = keyof typeof FEEDS

/** The feed of a listing's type, if it has one. */
export const feedOf = (segment: string): Feed | undefined =>
  Object.hasOwn(FEEDS, segment) ? FEEDS[segment as FeedSegment] : undefined
