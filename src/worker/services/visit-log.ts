import { and, eq, sql } from 'drizzle-orm'
import { VISIT_SOURCE_OTHER, VISIT_SOURCES_PER_DAY } from '../../shared/constants'
import { isLandingPagePath } from '../../shared/landing-page'
import { STATIC_PUBLIC_PATHS } from '../../shared/routes'
import type { TrackVisitorPayload } from '../../shared/schemas/crm'
import type { Db } from '../db/client'
import { pages, pageViewsDaily, visitorEvents, visitSourcesDaily } from '../db/schema'
import { publiclyVisible } from './content/content-reads'
import { CONTENT_TYPES } from './content/content-types'

// The page-visit log (docs/product.md section 7's tracking posts, analytics consent only): each visit as an
// event, kept 13 months, and counted into daily totals that the Performance section reads and that
// are kept after the events go.

/** A UTC day as the daily tables name it. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The path of a tracked page, its utm_* query dropped. */
const pathOf = (page: string) => page.split('?')[0] ?? page

const SITE_PAGES = new Set<string>(STATIC_PUBLIC_PATHS)
const ITEM_PAGE = /^(\/[a-z-]+)\/(\d{1,15})$/

/** A published item's page: `/<segment>/<id>` of a type with item pages, visible to visitors now. */
async function isLiveItemPage(db: Db, path: string, now: Date): Promise<boolean> {
  const [, detailPath, id] = ITEM_PAGE.exec(path) ?? []
  const type = CONTENT_TYPES.find((candidate) => candidate.detailPath === detailPath)
  if (!type || !id) return false
  const found = await db
    .select({ id: type.columns.id })
    .from(type.table)
    .where(and(eq(type.columns.id, Number(id)), publiclyVisible(type.columns, now)))
    .limit(1)
  return found.length > 0
}

/** A landing page visitors can see now. */
async function isLiveLandingPage(db: Db, path: string, now: Date): Promise<boolean> {
  if (!isLandingPagePath(path)) return false
  const found = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.path, path), publiclyVisible(pages, now)))
    .limit(1)
  return found.length > 0
}

/**
 * Whether a path is one of the site's pages at the time of the visit (the spec's routes and
 * listings, published items' and landing pages): only those are counted into the totals, which are
 * kept for good, so that posts of made-up paths (anyone can post a visit) cannot grow them. Every
 * visit is still in the log, kept 13 months.
 */
const isLivePage = async (db: Db, path: string, now: Date) =>
  SITE_PAGES.has(path) || (await isLiveItemPage(db, path, now)) || (await isLiveLandingPage(db, path, now))

/**
 * `linkedin / q1`: a campaign by its `utm_source` and `utm_campaign` (either may be missing), or null
 * when both are; a visit's and a lead's campaign are counted under the same name.
 */
export function campaignName(source: string | null | undefined, name: string | null | undefined) {
  const parts = [source, name].map((part) => part?.trim().slice(0, 100) || '')
  return parts.some(Boolean) ? parts.map((part) => part || '(none)').join(' / ') : null
}

/** A page's campaign, from its address. */
function campaignOf(page: string): string | null {
  const query = new URLSearchParams(page.split('?')[1] ?? '')
  return campaignName(query.get('utm_source'), query.get('utm_campaign'))
}

/** The referring site's host, when it is another site than ours. */
function externalHost(referrer: string | null, siteUrl: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null
  const host = new URL(referrer).host
  return host === new URL(siteUrl).host ? null : host
}

/** A source by its name while the day has fewer than VISIT_SOURCES_PER_DAY of its kind, else as one more other. */
function countSource(db: Db, day: string, kind: 'referrer' | 'campaign', value: string) {
  const ofTheDay = and(eq(visitSourcesDaily.day, day), eq(visitSourcesDaily.kind, kind))
  const named = sql<string>`case when exists (select 1 from ${visitSourcesDaily} where ${and(ofTheDay, eq(visitSourcesDaily.value, value))})
    or (select count(*) from ${visitSourcesDaily} where ${ofTheDay}) < ${VISIT_SOURCES_PER_DAY}
    then ${value} else ${VISIT_SOURCE_OTHER} end`
  return db
    .insert(visitSourcesDaily)
    .values({ day, kind, value: named, visits: 1 })
    .onConflictDoUpdate({
      target: [visitSourcesDaily.day, visitSourcesDaily.kind, visitSourcesDaily.value],
      set: { visits: sql`${visitSourcesDaily.visits} + 1` },
    })
}

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
  const counted = await isLivePage(db, path, new Date(now))
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
