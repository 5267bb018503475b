import type { CaseStudy, Hashtag, Pov, PovSummary } from './types'

/**
 * The data a content page was served with, embedded as JSON in that page: exactly what the
 * page's API calls answer an anonymous visitor, so the app starts with it in its query cache
 * instead of showing a spinner, fetching it again and shifting the layout when it lands.
 */
export type PageSeed =
  | { path: string; pov: Pov }
  | { path: string; caseStudy: CaseStudy }
  | { path: string; insights: { hashtags: Hashtag[]; povs: PovSummary[] } }
  | { path: string; caseStudies: CaseStudy[] }

export const PAGE_SEED_ELEMENT_ID = 'page-seed'
