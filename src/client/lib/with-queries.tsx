import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { appQueryClient } from './query-client'

/** A route component that reads the API, inside the app's query cache (see appQueryClient). */
export function withQueries(Page: () => ReactNode): () => ReactNode {
  return function WithQueries() {
    return (
      <QueryClientProvider client={appQueryClient()}>
        <Page />
      </QueryClientProvider>
    )
  }
}
