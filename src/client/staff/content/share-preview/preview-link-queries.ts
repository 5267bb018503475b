import type { ContentTypeName } from '@shared/content/registry'
import type { CreatePreviewLinkInput } from '@shared/schemas/preview-link'
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/api-client'
import { itemEndpoint } from '@/staff/content/item-endpoints'

/** An item's share-preview links: /api/<type>/:id/preview-links. */
const endpoint = (type: ContentTypeName) => itemEndpoint(type)['preview-links']

/** The item's share-preview links still working; never their tokens. */
export function previewLinksQueryOptions(type: ContentTypeName, id: number) {
  return queryOptions({
    queryKey: ['admin', 'preview-links', type, id],
    queryFn: () => unwrap(endpoint(type).$get({ param: { id: String(id) } })),
  })
}

export function createPreviewLink(type: ContentTypeName, id: number, json: CreatePreviewLinkInput) {
  return unwrap(endpoint(type).$post({ param: { id: String(id) }, json }))
}

export function revokePreviewLink(type: ContentTypeName, id: number, linkId: number) {
  return unwrap(endpoint(type)[':linkId'].$delete({ param: { id: String(id), linkId: String(linkId) } }))
}
