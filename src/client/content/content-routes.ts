import { PREVIEW_PARAM } from '@shared/constants'
import { isPubliclyVisible, type PublicationState } from '@shared/content/publication'
import { feedOf } from '@shared/feeds'
import { pageNumberText, pageRangeText } from '@shared/messages'
import type { SiteConfig } from '@shared/site-config'
import type { RelatedItem } from '@shared/types'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { copyHead, type PageHeadData, pageTitle } from '@/lib/page-head'
import { parseRouteId } from '@/lib/route-id'
import type { AppRouterContext } from '@/lib/router-context'
import { isAdoptingServedPage } from '@/lib/served-page-load'
import {
  type ListedSegment,
  listingCardsQueryOptions,
  listingHashtagsQueryOptions,
  type RelatedSegment,
  relatedQueryOptions,
} from './content-queries'
import { isFiltered, type ListingFilter, shownPages } from './listing/listing-search'
import { loadArticleText } from './text/article-text-loader'

// The loaders every listing page and every detail page share. Route files name them under
// `loader` themselves (never by spreading an options object): the router's code splitter moves
// what a route's `loader` uses out of the entry chunk only when it sees the key. Nothing else
// may live here, or this module and the API client with it would join the entry.

/** Loads a page of a listing's cards and its hashtag toggles; `copy` names and describes the listing. */
export async function loadListing(
  {
    context,
    deps,
    cause,
  }: { context: AppRouterContext; deps: ListingFilter; cause: 'preload' | 'enter' | 'stay' },
  type: ListedSegment,
  copy: { title: string; description: string },
) {
  const client = await context.queries.load()
  const cards = listingCardsQueryOptions(type, deps)
  const loaded = Promise.all([
    ...shownPages(deps).map((page) =>
      client.prefetchQuery(listingCardsQueryOptions(type, { ...deps, page })),
    ),
    client.prefetchQuery(listingHashtagsQueryOptions()),
  ])
  // A filter change on the page keeps the page (and the focused search box); the cards show
  // their own spinner meanwhile. Arriving at the page waits, with the route's spinner after 1 s.
  if (cause !== 'stay') await loaded
  const head: PageHeadData = { ...copyHead(copy), feed: feedOf(type) }
  // Each search and hashtag combination is another address for the same items: only the plain
  // list's pages are indexed, and the canonical (the path, without the query) points a filtered
  // one to the first.
  if (isFiltered(deps)) return { head: { ...head, noindex: true } }
  if (deps.page === 1) return { head }
  const later: PageHeadData = {
    ...head,
    title: pageTitle(
      `${copy.title}, ${deps.from < deps.page ? pageRangeText(deps.from, deps.page) : pageNumberText(deps.page)}`,
    ),
    canonicalQuery: `?page=${deps.page}`,
  }
  // A page past the last shows no items: nothing there to index. Pages gathered by 'Load more'
  // repeat the items of the pages they start with.
  const pastTheLast = client.getQueryData(cards.queryKey)?.items.length === 0
  return { head: pastTheLast || deps.from < deps.page ? { ...later, noindex: true } : later }
}

/**
 * Loads the item at `…/$id` (with the share-preview token of the address, if any), or throws the
 * route's not-found (404) when there is none to show. An item visitors cannot see yet (a draft or
 * scheduled one, shown to staff or to a preview link's holder) is never indexed.
 *
 * The token is read here, from the address as typed, rather than by the route's `validateSearch`
 * and `loaderDeps`: those stay in the entry chunk every page downloads, and `/` must not grow for a
 * parameter only detail pages read. A share link is always a first load, so no navigation between
 * the same item with and without a token needs its own match.
 */
export async function loadDetail<Item extends PublicationState>(
  {
    params,
    context,
    location,
  }: { params: { id: string }; context: AppRouterContext; location: { searchStr: string } },
  read: (client: QueryClient, id: number, preview: string | undefined) => Promise<Item | null>,
  headOf: (item: Item, site: SiteConfig) => PageHeadData,
  /** The type whose related reading ends the page, when it has one. */
  relatedOf?: RelatedSegment,
) {
  const id = parseRouteId(params.id)
  const preview = new URLSearchParams(location.searchStr).get(PREVIEW_PARAM) || undefined
  const [item, related] = await Promise.all([
    id === null ? null : context.queries.load().then((client) => read(client, id, preview)),
    id === null || relatedOf === undefined ? [] : loadRelated(context, relatedOf, id, preview),
    // The text of a served page is kept as served, so its renderer waits for a page that renders one.
    isAdoptingServedPage() ? undefined : loadArticleText(),
  ])
  if (!item) throw notFound()
  const head = headOf(item, context.siteConfig)
  return { item, related, head: isPubliclyVisible(item, new Date()) ? head : { ...head, noindex: true } }
}

/** Suggestions are extra: a page whose related reading fails to load shows none, and says why in the console. */
async function loadRelated(
  context: AppRouterContext,
  type: RelatedSegment,
  id: number,
  preview: string | undefined,
): Promise<RelatedItem[]> {
  try {
    return await (await context.queries.load()).fetchQuery(relatedQueryOptions(type, id, preview))
  } catch (error) {
    console.warn(`Related reading of /${type}/${id} did not load`, error)
    return []
  }
}
