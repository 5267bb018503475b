import type { CaseStudy, Pov } from './types'

/**
 * The item a POV or case-study page was served with, embedded as JSON in that page. It is what
 * the item's API endpoint answers an anonymous visitor, so the app starts with it in its query
 * cache instead of showing a spinner and fetching it again.
 */
export type PageSeed = { path: string; pov: Pov } | { path: string; caseStudy: CaseStudy }

export const PAGE_SEED_ELEMENT_ID = 'page-seed'
