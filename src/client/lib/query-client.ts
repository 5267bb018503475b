import { QueryClient } from '@tanstack/react-query'

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

let appClient: QueryClient | undefined

/**
 * The browser's one query cache, created by the first page that reads the API. Pages that only
 * show copy never import this module, so the query library stays out of their download.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient()
  return appClient
}
