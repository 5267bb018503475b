import type { SiteConfig } from '@shared/site-config'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { PageLoading } from '@/components/content/spinner'
import type { AppRouterContext } from '@/router'
import { listingCardsQueryOptions, listingHashtagsQueryOptions } from './content-queries'
import { type ListingFilter, type ListingSearch, listingFilter, parseListingSearch } from './listing-search'
import { type PageHeadData, routeHead } from './page-head'
import { parseRouteId } from './route-id'

// The route options every listing page and every detail page share; a route file adds its path,
// its head and its component.

/** A listing of cards filtered by its address (`?q=`, `?hashtag=`). */
export function listingRouteOptions(type: 'povs' | 'whitepapers', head: PageHeadData, loading: string) {
  return {
    // Search text and hashtags live in the address, so a filtered page is rendered on the
    // server, works without JavaScript and can be shared.
    validateSearch: parseListingSearch,
    loaderDeps: ({ search }: { search: ListingSearch }) => listingFilter(search),
    loader: async ({
      context,
      deps,
      cause,
    }: {
      context: AppRouterContext
      deps: ListingFilter
      cause: 'preload' | 'enter' | 'stay'
    }) => {
      const client = await context.queries.load()
      const loaded = Promise.all([
        client.prefetchQuery(listingCardsQueryOptions(type, deps)),
        client.prefetchQuery(listingHashtagsQueryOptions()),
      ])
      // A filter change on the page keeps the page (and the focused search box); the cards show
      // their own spinner meanwhile. Arriving at the page waits, with the route's spinner after 1 s.
      if (cause !== 'stay') await loaded
      return { head }
    },
    head: routeHead,
    pendingComponent: () => <PageLoading label={loading} />,
  }
}

/** One item at `…/$id`, or the route's not-found page (404) when there is none to show. */
export function detailRouteOptions<Item>({
  read,
  headOf,
  notFoundHeading,
  loading,
}: {
  read: (client: QueryClient, id: number) => Promise<Item | null>
  headOf: (item: Item, site: SiteConfig) => PageHeadData
  notFoundHeading: string
  loading: string
}) {
  return {
    loader: async ({ params, context }: { params: { id: string }; context: AppRouterContext }) => {
      const id = parseRouteId(params.id)
      const item = id === null ? null : await read(await context.queries.load(), id)
      if (!item) throw notFound()
      return { item, head: headOf(item, context.siteConfig) }
    },
    head: (context: Parameters<typeof routeHead>[0]) => routeHead(context, notFoundHeading),
    pendingComponent: () => <PageLoading label={loading} />,
  }
}
