import { PREVIEW_PARAM } from '@shared/constants'
import type { SiteConfig } from '@shared/site-config'
import { notFound } from '@tanstack/react-router'
import { loadStaticBlocks } from '@/content/blocks/page-blocks'
import { loadArticleText } from '@/content/text/article-text-loader'
import { type PageHeadData, pageTitle } from '@/lib/page-head'
import type { AppRouterContext } from '@/lib/router-context'
import { isAdoptingServedPage } from '@/lib/served-page-load'
import { loadFormBlock } from '@/site/forms/load-form-block'
import { loadBareChrome } from '@/site/layout/load-bare-chrome'

// The loader of every page built from blocks: the site's own pages and landing pages.
// Route files name it under `loader` themselves, so the router's code splitter keeps it, and the
// API client with it, out of the entry chunk (as content/content-routes.ts).

/** What a page's own route adds to its head: its place in the breadcrumb trail, its JSON-LD. */
type HeadOf = (page: { title: string }, site: SiteConfig) => Partial<PageHeadData>

/**
 * Loads the page stored for `path` (with the address's share-preview token, if any), or throws the
 * route's not-found (404). A served page keeps its blocks as served; a client-side navigation loads
 * the renderers its blocks need first, so the page never shows a spinner in their place.
 */
export async function loadPage(
  { context, location }: { context: AppRouterContext; location: { searchStr: string } },
  path: string,
  headOf: HeadOf = (page) => ({ breadcrumb: { name: page.title } }),
) {
  const preview = new URLSearchParams(location.searchStr).get(PREVIEW_PARAM) || undefined
  const [fetchPage, client] = await Promise.all([
    import('@/content/page-queries').then(({ fetchPage }) => fetchPage),
    context.queries.load(),
  ])
  const found = await fetchPage(client, path, preview)
  if (!found) throw notFound()
  const { page, document, hidden } = found
  if (!isAdoptingServedPage())
    await Promise.all([
      loadStaticBlocks(),
      document.blocks.some((block) => block.type === 'rich-text') ? loadArticleText() : undefined,
      document.blocks.some((block) => block.type === 'form') ? loadFormBlock() : undefined,
      page.hideChrome ? loadBareChrome() : undefined,
    ])
  const head: PageHeadData = {
    title: page.metaTitle || pageTitle(page.title),
    description: page.metaDescription || page.description,
    image: page.socialImage ?? page.featuredImage,
    ...headOf(page, context.siteConfig),
  }
  const { isPublished, publishAt, unpublishAt } = page
  return {
    /** `<PageBlocks>`'s own props: the document, and what the answer says of its rich text's media. */
    blocks: { document, media: { images: page.contentImages, whitepapers: page.contentWhitepapers } },
    head: hidden ? { ...head, noindex: true } : head,
    /** A landing page shows staff and share-link holders that visitors cannot see it yet. */
    publication: { isPublished, publishAt, unpublishAt },
    /** The root layout shows a logo-only header and a minimal footer instead of the site's (routes/__root.tsx). */
    hideChrome: page.hideChrome,
  }
}
