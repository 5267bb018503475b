import { eq, sql } from 'drizzle-orm'
import { CONTENT_SEGMENTS } from '../../shared/content/registry'
import { isLandingPagePath } from '../../shared/landing-page'
import { STATIC_PUBLIC_PATHS } from '../../shared/routes'
import type { TrackVisitorPayload } from '../../shared/schemas/crm'
import type { Db } from '../db/client'
import { pageViewsDaily, visitorEvents, visitSourcesDaily } from '../db/schema'

// The page-visit log (docs/product.md section 7's tracking posts, analytics consent only): each visit as an
// event, kept 13 months, and counted into daily totals that the Performance section reads and that
// are kept after the events go.

/** A UTC day as the daily tables name it. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The path of a tracked page, its utm_* query dropped. */
const pathOf = (page: string) => page.split('?')[0] ?? page

const SITE_PAGES = new Set<string>(STATIC_PUBLIC_PATHS)
const ITEM_PAGE = new RegExp(`^/(?:${CONTENT_SEGMENTS.join('|')})/\\d{1,15}$`)

/**
 * Whether a path is one of the site's pages (the spec's routes, items' and landing pages): only those are
 * counted into the totals, which are kept for good, so that posts of made-up paths (anyone can post
 * a visit) cannot grow them without bound. Every visit is still in the log, kept 13 months.
 */
const isSitePage = (path: string) => SITE_PAGES.has(path) || ITEM_PAGE.test(path) || isLandingPagePath(path)

/** `linkedin / q1`: a page's campaign, by its source and name (either may be missing), or null. */
function campaignOf(page: string): string | null {
  const query = new URLSearchParams(page.split('?')[1] ?? '')
  const parts = [query.get('utm_source'), query.get('utm_campaign')].map(
    (part) => part?.trim().slice(0, 100) || '',
  )
  return parts.some(Boolean) ? parts.map((part) => part || '(none)').join(' / ') : null
}

/** The referring site's host, when it is another site than ours. */
function externalHost(referrer: string | null, siteUrl: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null
  const host = new URL(referrer).host
  return host === new URL(siteUrl).host ? null : host
}

const countSource = (db: Db, day: string, kind: 'referrer' | 'campaign', value: string) =>
  db
    .insert(visitSourcesDaily)
    .values({ day, kind, value, visits: 1 })
    .onConflictDoUpdate({
      target: [visitSourcesDaily.day, visitSourcesDaily.kind, visitSourcesDaily.value],
      set: { visits: sql`${visitSourcesDaily.visits} + 1` },
    })

/**
 * Stores a visit (`page` and `referrer` as tracking keeps them) and counts it, in one batch: the
 * page's view, its campaign, and for the session's first page its referring host (a browser keeps
 * the first referrer for the whole session, so later pages would count it again).
 */
export async function recordPageVisit(
  db: Db,
  visit: Pick<TrackVisitorPayload, 'sessionId' | 'userAgent' | 'timestamp'> & {
    page: string
    referrer: string | null
  },
  siteUrl: string,
  now = Date.now(),
): Promise<void> {
  const day = utcDay(now)
  const seen = await db
    .select({ id: visitorEvents.id })
    .from(visitorEvents)
    .where(eq(visitorEvents.sessionId, visit.sessionId))
    .limit(1)
    .get()
  const path = pathOf(visit.page)
  const counted = isSitePage(path)
  const referrer = seen || !counted ? null : externalHost(visit.referrer, siteUrl)
  const campaign = counted ? campaignOf(visit.page) : null
  await db.batch([
    db.insert(visitorEvents).values({
      sessionId: visit.sessionId,
      page: visit.page,
      referrer: visit.referrer,
      userAgent: visit.userAgent || null,
      occurredAt: new Date(visit.timestamp),
    }),
    ...(counted
      ? [
          db
            .insert(pageViewsDaily)
            .values({ day, path, views: 1 })
            .onConflictDoUpdate({
              target: [pageViewsDaily.day, pageViewsDaily.path],
              set: { views: sql`${pageViewsDaily.views} + 1` },
            }),
        ]
      : []),
    ...(referrer ? [countSource(db, day, 'referrer', referrer)] : []),
    ...(campaign ? [countSource(db, day, 'campaign', campaign)] : []),
  ])
}
