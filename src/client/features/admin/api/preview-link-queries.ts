import type { ContentTypeName } from '@shared/content-type-names'
import type { CreatePreviewLinkInput } from '@shared/schemas/preview-link'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** Each type's share-preview links live under its own path (/api/<type>/:id/preview-links). */
const endpoints = {
  pov: api.povs[':id']['preview-links'],
  case_study: api['case-studies'][':id']['preview-links'],
  whitepaper: api.whitepapers[':id']['preview-links'],
}

/** The item's share-preview links still working (issue 12); never their tokens. */
export function previewLinksQueryOptions(type: ContentTypeName, id: number) {
  return queryOptions({
    queryKey: ['admin', 'preview-links', type, id],
    queryFn: () => unwrap(endpoints[type].$get({ param: { id: String(id) } })),
  })
}

export function createPreviewLink(type: ContentTypeName, id: number, json: CreatePreviewLinkInput) {
  return unwrap(endpoints[type].$post({ param: { id: String(id) }, json }))
}

export function revokePreviewLink(type: ContentTypeName, id: number, linkId: number) {
  return unwrap(endpoints[type][':linkId'].$delete({ param: { id: String(id), linkId: String(linkId) } }))
}
