import { type DataTag, QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

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

/**
 * A route loader's start on a query: the data the page was served with goes straight into the
 * cache; without it, the fetch starts alongside the route chunk.
 */
export function primeQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key> & { queryKey: DataTag<Key, Data, Error> },
  served: NoInfer<Data> | undefined,
): void {
  const client = appQueryClient()
  if (served === undefined) void client.prefetchQuery<Data, Error, Data, Key>(options)
  else client.setQueryData<Data, DataTag<Key, Data, Error>, Data>(options.queryKey, served)
}
