import type { ContentTypeName } from '@shared/content/registry'
import { revisionText } from '@shared/revision-messages'
import type { RevisionDetail, RevisionSummary } from '@shared/schemas/revision'
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/api-client'
import { itemEndpoint } from '@/staff/content/item-endpoints'

/** A saved item as a revision holds it: whatever fields its type had then. */
export type RevisionItem = Record<string, unknown>

/** An item's revisions: /api/<type>/:id/revisions. */
const endpoint = (type: ContentTypeName) => itemEndpoint(type).revisions

const revisionsKey = (type: ContentTypeName, itemId: number) => ['admin', 'revisions', type, itemId]

export function revisionsQueryOptions(type: ContentTypeName, itemId: number) {
  return queryOptions({
    queryKey: revisionsKey(type, itemId),
    queryFn: () => unwrap<RevisionSummary[]>(endpoint(type).$get({ param: { id: String(itemId) } })),
    meta: { errorMessage: revisionText.fetchFailed },
  })
}

/** A revision never changes, so it is read once. */
export function revisionQueryOptions(type: ContentTypeName, itemId: number, revisionId: number) {
  return queryOptions({
    queryKey: [...revisionsKey(type, itemId), revisionId],
    queryFn: () =>
      unwrap<RevisionDetail<RevisionItem>>(
        endpoint(type)[':revisionId'].$get({
          param: { id: String(itemId), revisionId: String(revisionId) },
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: revisionText.fetchFailed },
  })
}

export const restoreRevision = (type: ContentTypeName, itemId: number, revisionId: number) =>
  unwrap<RevisionItem>(
    endpoint(type)[':revisionId'].restore.$post({
      param: { id: String(itemId), revisionId: String(revisionId) },
    }),
  )
