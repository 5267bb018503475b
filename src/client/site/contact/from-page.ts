import { contentTypes } from '@shared/content/registry'
import type { FromPage } from '@shared/from-page'
import { isLandingPagePath } from '@shared/landing-page'
import type { QueryClient } from '@tanstack/react-query'
import { ITEM_PAGE } from '@/content/contact-search'
import { caseStudyQueryOptions, povQueryOptions, whitepaperQueryOptions } from '@/content/content-queries'
import { fetchPage } from '@/content/page-queries'

// The page an enquiry is sent from (content/contact-search.ts), with its title: loaded by /contact only
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

/** A landing page's title, as a visitor may read it. */
const landingTitle = (client: QueryClient, path: string) =>
  fetchPage(client, path, undefined).then((found) => found?.page.title)

/** How to read the title of the page at `path`, or undefined when it names no item or landing page. */
function titleReaderOf(path: string): ((client: QueryClient) => Promise<string | undefined>) | undefined {
  if (isLandingPagePath(path)) return (client) => landingTitle(client, path)
  const [, segment, id] = ITEM_PAGE.exec(path) || []
  const titleOf = segment ? ITEMS[segment] : undefined
  return titleOf && ((client) => titleOf(client, Number(id)))
}

/** The page with its title, read as a visitor (a draft or a deleted item names nothing). */
export async function fromPageOf(client: QueryClient, path: string | undefined): Promise<FromPage | null> {
  const readTitle = path ? titleReaderOf(path) : undefined
  if (!path || !readTitle) return null
  try {
    const title = await readTitle(client)
    return title ? { path, title } : null
  } catch (error) {
    // The form works without the line; the enquiry is what matters.
    console.warn('the page an enquiry is sent from could not be read', path, error)
    return null
  }
}
