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
