import type { SharedBlockInput, SharedBlockRecord, SharedBlockRevision } from '@shared/schemas/shared-block'
import { sharedBlockText as text } from '@shared/shared-block-messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapEmpty } from '@/lib/api-client'

// The Shared blocks section's and the page editor's calls to /api/shared-blocks.

/** GET /api/shared-blocks: every shared block, last edited first, with the pages that show it. */
export function sharedBlocksQueryOptions() {
  return queryOptions({
    queryKey: ['shared-blocks'],
    queryFn: async () =>
      ((await unwrap(api['shared-blocks'].$get())) as { sharedBlocks: SharedBlockRecord[] }).sharedBlocks,
    meta: { errorMessage: text.loadFailed },
    staleTime: 0,
  })
}

/** GET /api/shared-blocks/:id/revisions: the block's saved versions, newest first. */
export function sharedBlockHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['shared-blocks', id, 'history'],
    queryFn: async () =>
      (
        (await unwrap(api['shared-blocks'][':id'].revisions.$get({ param: { id: String(id) } }))) as {
          revisions: SharedBlockRevision[]
        }
      ).revisions,
    meta: { errorMessage: text.historyFailed },
    staleTime: 0,
  })
}

export const saveSharedBlock = async (
  id: number | undefined,
  input: SharedBlockInput,
): Promise<SharedBlockRecord> =>
  (await unwrap(
    id === undefined
      ? api['shared-blocks'].$post({ json: input })
      : api['shared-blocks'][':id'].$put({ param: { id: String(id) }, json: input }),
  )) as SharedBlockRecord

export const deleteSharedBlock = (id: number) =>
  unwrapEmpty(api['shared-blocks'][':id'].$delete({ param: { id: String(id) } }))
