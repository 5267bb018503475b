import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query'

/** SPEC.md section 9: never stale, no refetch on focus or interval, no retries unless a query says so. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

/** What the server's render fetched, for the page's JSON (only answered queries travel). */
export const dehydrateQueryClient = (client: QueryClient): DehydratedState => dehydrate(client)

/** The browser starts with the server's answers, so it neither shows a spinner nor fetches them again. */
export function hydrateQueryClient(client: QueryClient, dehydrated: unknown): void {
  if (dehydrated && typeof dehydrated === 'object') hydrate(client, dehydrated as DehydratedState)
}
