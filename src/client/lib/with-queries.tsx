import { QueryClientProvider } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ReactNode, use } from 'react'

/** A route component that reads the API, inside the request's (server) or the browser's query cache. */
export function withQueries(Page: () => ReactNode): () => ReactNode {
  return function WithQueries() {
    const { queries } = useRouteContext({ from: '__root__' })
    const client = queries.current ?? use(queries.load())
    return (
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    )
  }
}
