import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query'

/**
 * docs/product.md section 9: never stale, no refetch on focus or interval, no retries unless a query
 * says so.
 */
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

/** The browser's cache, starting with the server's answers: no spinner, no second request. */
export function createHydratedQueryClient(dehydrated: unknown): QueryClient {
  const client = createQueryClient()
  if (dehydrated && typeof dehydrated === 'object') hydrate(client, dehydrated as DehydratedState)
  return client
}
