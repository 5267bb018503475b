import { INSIGHTS_FILTER_HASHTAGS, INSIGHTS_MAX_CARDS } from '../../shared/constants'
import type { PageSeed } from '../../shared/page-seed'
import { contentListQuery, hashtagListQuery } from '../../shared/schemas/content-query'
import type { Db } from '../db/client'
import { listCaseStudyPage } from '../services/case-studies'
import { listHashtagPage } from '../services/hashtags'
import { listPovPage, toPovSummary } from '../services/povs'

// The first answers of the list pages' API calls, parsed from the same query strings the app
// sends, so that the embedded data cannot drift from what the endpoints return.
const published = { includeUnpublished: false }

function listFilter(query: Record<string, string>) {
  const { includeUnpublished: _ignored, ...filter } = contentListQuery.parse(query)
  return filter
}

export async function insightsSeed(db: Db): Promise<PageSeed> {
  const [hashtags, povs] = await Promise.all([
    listHashtagPage(db, hashtagListQuery.parse({ limit: String(INSIGHTS_FILTER_HASHTAGS) })),
    listPovPage(db, published, listFilter({ limit: String(INSIGHTS_MAX_CARDS) })),
  ])
  return { path: '/insights', insights: { hashtags: hashtags.items, povs: povs.items.map(toPovSummary) } }
}

export async function caseStudiesSeed(db: Db): Promise<PageSeed> {
  const studies = await listCaseStudyPage(db, published, listFilter({}))
  return { path: '/case-studies', caseStudies: studies.items }
}
