import { and, desc, gte, isNotNull, or, sql } from 'drizzle-orm'
import type {
  CampaignFigures,
  ContentPage,
  LeadJourney,
  PerformanceRange,
  PerformanceReport,
} from '../../shared/performance'
import type { Attribution } from '../../shared/visit-attribution'
import type { Db } from '../db/client'
import {
  contactSubmissions,
  pageViewsDaily,
  visitorEvents,
  visitSourcesDaily,
  whitepaperDownloads,
} from '../db/schema'
import { READING_TYPES } from './content/content-types'
import { itemOf, titlesOf } from './content/page-titles'
import { campaignName, utcDay } from './visit-log'

// The Performance section's figures, from consented visits only. Views, referrers and
// campaigns come from the daily totals (a row per day and page or source: a range reads at most 90
// days of them, however many visits there were); leads' journeys from the visit log, by session;
// leads per campaign from the attribution stored on the leads of the range (their created_at index),
// since a visitor who allows analytics on a campaign's landing page has no visit counted for it.

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows per list. */
const TOP = 20
/** Journeys listed; every lead of the range counts towards the articles' ranking. */
const JOURNEYS = 20

const sessionOf = (column: typeof contactSubmissions.attribution | typeof whitepaperDownloads.attribution) =>
  sql<string | null>`json_extract(${column}, '$.sessionId')`

const contentPage = (titles: Map<string, string>, path: string): ContentPage => ({
  path,
  title: titles.get(path) ?? null,
})

type LeadTable = typeof contactSubmissions | typeof whitepaperDownloads

/** The attribution of the range's leads in `table` that name a campaign. */
function campaignAttributions(db: Db, table: LeadTable, since: Date) {
  const has = (path: string) => isNotNull(sql`json_extract(${table.attribution}, ${path})`)
  return db
    .select({ attribution: table.attribution })
    .from(table)
    .where(and(gte(table.createdAt, since), or(has('$.first'), has('$.latest'))))
}

/** Leads per campaign: each lead once under each campaign its visit came with, the first and the latest. */
function leadsPerCampaign(attributions: { attribution: Attribution | null }[]) {
  const counts = new Map<string, number>()
  for (const { attribution } of attributions) {
    const names = [attribution?.first, attribution?.latest].map((campaign) =>
      campaignName(campaign?.source, campaign?.campaign),
    )
    for (const name of new Set(names)) if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/**
 * The range's top campaigns, those with the most leads first, then the most visits: the visits'
 * top list, with the visits of the leads' campaigns that are not on it.
 */
async function topCampaigns(
  db: Db,
  sinceDay: string,
  byVisits: { value: string; visits: number }[],
  leads: Map<string, number>,
): Promise<CampaignFigures[]> {
  const visits = new Map(byVisits.map((row) => [row.value, row.visits]))
  const unlisted = [...leads.keys()].filter((name) => !visits.has(name))
  if (unlisted.length > 0) {
    const total = sql<number>`sum(${visitSourcesDaily.visits})`
    const rows = await db
      .select({ value: visitSourcesDaily.value, visits: total })
      .from(visitSourcesDaily)
      .where(
        and(
          gte(visitSourcesDaily.day, sinceDay),
          sql`${visitSourcesDaily.kind} = 'campaign'`,
          sql`${visitSourcesDaily.value} in (select value from json_each(${JSON.stringify(unlisted)}))`,
        ),
      )
      .groupBy(visitSourcesDaily.value)
    for (const row of rows) visits.set(row.value, row.visits)
  }
  return [...new Set([...visits.keys(), ...leads.keys()])]
    .map((campaign) => ({ campaign, visits: visits.get(campaign) ?? 0, leads: leads.get(campaign) ?? 0 }))
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.campaign.localeCompare(b.campaign))
    .slice(0, TOP)
}

/** Every lead of the range whose visit has a session in the log, newest first. */
async function leadsWithSessions(db: Db, since: Date) {
  const enquiries = await db
    .select({
      id: contactSubmissions.id,
      firstName: contactSubmissions.firstName,
      lastName: contactSubmissions.lastName,
      createdAt: contactSubmissions.createdAt,
      sessionId: sessionOf(contactSubmissions.attribution),
    })
    .from(contactSubmissions)
    .where(
      and(gte(contactSubmissions.createdAt, since), isNotNull(sessionOf(contactSubmissions.attribution))),
    )
  const downloads = await db
    .select({
      id: whitepaperDownloads.id,
      firstName: whitepaperDownloads.firstName,
      lastName: whitepaperDownloads.lastName,
      createdAt: whitepaperDownloads.createdAt,
      sessionId: sessionOf(whitepaperDownloads.attribution),
    })
    .from(whitepaperDownloads)
    .where(
      and(gte(whitepaperDownloads.createdAt, since), isNotNull(sessionOf(whitepaperDownloads.attribution))),
    )
  return [
    ...enquiries.map((row) => ({ ...row, kind: 'enquiry' as const })),
    ...downloads.map((row) => ({ ...row, kind: 'download' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** The pages each session read, in order, with when. */
async function pagesBySession(db: Db, sessionIds: string[]) {
  const bySession = new Map<string, { path: string; at: number }[]>()
  if (sessionIds.length === 0) return bySession
  const events = await db
    .select({ sessionId: visitorEvents.sessionId, page: visitorEvents.page, at: visitorEvents.occurredAt })
    .from(visitorEvents)
    .where(sql`${visitorEvents.sessionId} in (select value from json_each(${JSON.stringify(sessionIds)}))`)
    .orderBy(visitorEvents.occurredAt, visitorEvents.id)
  for (const event of events) {
    const list = bySession.get(event.sessionId) ?? []
    list.push({ path: event.page.split('?')[0] ?? event.page, at: event.at.getTime() })
    bySession.set(event.sessionId, list)
  }
  return bySession
}

/** How long each part of a report took, in ms, for the answer's Server-Timing header. */
export type ReportTimings = Record<'totals' | 'journeys' | 'titles', number>

/** The figures of the last `days` days, today (UTC) included, and how long each part took. */
export async function performanceReport(
  db: Db,
  days: PerformanceRange,
  now = Date.now(),
): Promise<{ report: PerformanceReport; timings: ReportTimings }> {
  let mark = performance.now()
  const lap = () => {
    const previous = mark
    mark = performance.now()
    return mark - previous
  }
  const sinceDay = utcDay(now - (days - 1) * DAY_MS)
  const since = new Date(`${sinceDay}T00:00:00Z`)
  const views = sql<number>`sum(${pageViewsDaily.views})`
  const pageRows = (path?: ReturnType<typeof or>) =>
    db
      .select({ path: pageViewsDaily.path, views })
      .from(pageViewsDaily)
      .where(and(gte(pageViewsDaily.day, sinceDay), path))
      .groupBy(pageViewsDaily.path)
      .orderBy(desc(views), pageViewsDaily.path)
      .limit(TOP)
  const sources = (kind: 'referrer' | 'campaign') => {
    const visits = sql<number>`sum(${visitSourcesDaily.visits})`
    return db
      .select({ value: visitSourcesDaily.value, visits })
      .from(visitSourcesDaily)
      .where(and(gte(visitSourcesDaily.day, sinceDay), sql`${visitSourcesDaily.kind} = ${kind}`))
      .groupBy(visitSourcesDaily.value)
      .orderBy(desc(visits), visitSourcesDaily.value)
      .limit(TOP)
  }
  const requests = sql<number>`count(*)`
  const [pages, articles, referrers, campaignVisits, downloads, enquiryCampaigns, downloadCampaigns] =
    await db.batch([
      pageRows(),
      pageRows(
        or(...READING_TYPES.map((type) => sql`${pageViewsDaily.path} glob ${`${type.detailPath}/[0-9]*`}`)),
      ),
      sources('referrer'),
      sources('campaign'),
      db
        .select({ title: whitepaperDownloads.whitepaperTitle, requests })
        .from(whitepaperDownloads)
        .where(gte(whitepaperDownloads.createdAt, since))
        .groupBy(whitepaperDownloads.whitepaperId, whitepaperDownloads.whitepaperTitle)
        .orderBy(desc(requests), whitepaperDownloads.whitepaperTitle)
        .limit(TOP),
      campaignAttributions(db, contactSubmissions, since),
      campaignAttributions(db, whitepaperDownloads, since),
    ])
  const campaigns = await topCampaigns(
    db,
    sinceDay,
    campaignVisits,
    leadsPerCampaign([...enquiryCampaigns, ...downloadCampaigns]),
  )

  const totals = lap()
  const leads = await leadsWithSessions(db, since)
  const read = await pagesBySession(db, [...new Set(leads.map((lead) => lead.sessionId ?? ''))])
  const journeys = leads.map((lead) => ({
    lead,
    pagesRead: (read.get(lead.sessionId ?? '') ?? [])
      // An enquiry's time is stored to the second, so a page read in the same second counts.
      .filter((page) => page.at < lead.createdAt.getTime() + 1000)
      .map((page) => page.path),
  }))
  const leadsByArticle = new Map<string, number>()
  for (const { pagesRead } of journeys) {
    for (const path of new Set(pagesRead))
      if (itemOf(path)) leadsByArticle.set(path, (leadsByArticle.get(path) ?? 0) + 1)
  }
  const ranked = [...leadsByArticle].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, TOP)
  const journeysTime = lap()
  const titles = await titlesOf(db, [...articles.map((row) => row.path), ...ranked.map(([path]) => path)])
  const timings = { totals, journeys: journeysTime, titles: lap() }

  const report: PerformanceReport = {
    days,
    pages,
    articles: articles.map((row) => ({ ...contentPage(titles, row.path), views: row.views })),
    referrers: referrers.map((row) => ({ host: row.value, visits: row.visits })),
    campaigns,
    downloads,
    leads: journeys.slice(0, JOURNEYS).map(
      ({ lead, pagesRead }): LeadJourney => ({
        kind: lead.kind,
        id: lead.id,
        name: `${lead.firstName} ${lead.lastName}`,
        createdAt: lead.createdAt.toISOString(),
        pagesRead,
      }),
    ),
    articlesByLeads: ranked.map(([path, count]) => ({ ...contentPage(titles, path), leads: count })),
  }
  return { report, timings }
}
