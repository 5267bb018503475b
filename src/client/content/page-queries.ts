import { isPubliclyVisible } from '@shared/content/publication'
import { contentTypes } from '@shared/content/registry'
import type { PageDocument } from '@shared/schemas/page-blocks'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiFor, unwrapFound } from '@/lib/api-client'

// Loaded by site/pages/page-routes.ts (and /contact's from-page.ts) only when a page's loader runs: a served page adopts what the server
// read, so its first load never downloads the API client for it.

const { segment } = contentTypes.page

/**
 * The page at a public address (for staff, or with the address's share-preview token, a draft), null
 * when there is none to show. Its key starts with the type's API path, as every content read's.
 */
const pageQueryOptions = (path: string, preview?: string) =>
  queryOptions({
    queryKey: [segment, 'at', path, ...(preview === undefined ? [] : [{ preview }])],
    queryFn: ({ client }) =>
      unwrapFound(
        apiFor(client)[segment].at.$get({ query: { path, ...(preview === undefined ? {} : { preview }) } }),
      ),
  })

/** The page at `path` with its document, and whether visitors may not see it (nor search engines index it). */
export async function fetchPage(client: QueryClient, path: string, preview: string | undefined) {
  const page = await client.fetchQuery(pageQueryOptions(path, preview))
  return (
    page && {
      page,
      document: JSON.parse(page.content) as PageDocument,
      hidden: page.noindex || !isPubliclyVisible(page, new Date()),
    }
  )
}
