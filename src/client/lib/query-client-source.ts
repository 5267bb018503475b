import type { QueryClient } from '@tanstack/react-query'

/**
 * The router context's way to the query cache. Pages that show only copy never call `load()`,
 * so the query library stays out of their download; once loaded, `current` is the client.
 */
export interface QueryClientSource {
  current: QueryClient | undefined
  load(): Promise<QueryClient>
}

/** The server's per-request cache, there from the start. */
export function readyQueryClient(client: QueryClient): QueryClientSource {
  return { current: client, load: async () => client }
}

/** The browser's one cache, created on first use with what the server's render had fetched. */
export function lazyQueryClient(dehydrated: unknown): QueryClientSource {
  let loading: Promise<QueryClient> | undefined
  const source: QueryClientSource = {
    current: undefined,
    load: () => {
      loading ??= import('./query-client').then(({ createHydratedQueryClient }) => {
        source.current = createHydratedQueryClient(dehydrated)
        return source.current
      })
      return loading
    },
  }
  return source
}
