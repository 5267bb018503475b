import type { CreatePreviewLinkInput } from '@shared/schemas/preview-link'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** A content type's API path, which is also its public pages' path. */
export type ContentPath = 'povs' | 'case-studies' | 'whitepapers'

const linksOf = (path: ContentPath, id: number) => ({
  client: api[path][':id']['preview-links'],
  param: { id: String(id) },
})

/** The item's share-preview links still working (issue 12); never their tokens. */
export function previewLinksQueryOptions(path: ContentPath, id: number) {
  return queryOptions({
    queryKey: ['admin', path, id, 'preview-links'],
    queryFn: () => {
      const { client, param } = linksOf(path, id)
      return unwrap(client.$get({ param }))
    },
  })
}

export function createPreviewLink(path: ContentPath, id: number, json: CreatePreviewLinkInput) {
  const { client, param } = linksOf(path, id)
  return unwrap(client.$post({ param, json }))
}

export function revokePreviewLink(path: ContentPath, id: number, linkId: number) {
  return unwrap(
    api[path][':id']['preview-links'][':linkId'].$delete({
      param: { id: String(id), linkId: String(linkId) },
    }),
  )
}
