import { contentTypes } from '@shared/content-registry'
import type { FromPage } from '@shared/from-page'
import type { QueryClient } from '@tanstack/react-query'
import { caseStudyQueryOptions, povQueryOptions, whitepaperQueryOptions } from '@/lib/content-queries'
import { ITEM_PAGE } from './contact-search'

// The page an enquiry is sent from (contact-search.ts), with its title: loaded by /contact only
// when its address names one. The form names it only when it is an item visitors may read.

type TitleOf = (client: QueryClient, id: number) => Promise<string | undefined>

const ITEMS: Record<string, TitleOf> = {
  [contentTypes.pov.segment]: (client, id) =>
    client.fetchQuery(povQueryOptions(id)).then((item) => item?.title),
  [contentTypes.caseStudy.segment]: (client, id) =>
    client.fetchQuery(caseStudyQueryOptions(id)).then((item) => item?.title),
  [contentTypes.whitepaper.segment]: (client, id) =>
    client.fetchQuery(whitepaperQueryOptions(id)).then((item) => item?.title),
}

/** The page with its title, read as a visitor (a draft or a deleted item names nothing). */
export async function fromPageOf(client: QueryClient, path: string | undefined): Promise<FromPage | null> {
  const [, segment, id] = (path && ITEM_PAGE.exec(path)) || []
  const titleOf = segment ? ITEMS[segment] : undefined
  if (!path || !titleOf) return null
  try {
    const title = await titleOf(client, Number(id))
    return title ? { path, title } : null
  } catch (error) {
    // The form works without the line; the enquiry is what matters.
    console.warn('the page an enquiry is sent from could not be read', path, error)
    return null
  }
}
