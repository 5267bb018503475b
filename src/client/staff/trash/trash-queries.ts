import { trashMessages } from '@shared/review-messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapEmpty } from '@/lib/api-client'

/** GET /api/trash, newest first; read afresh whenever the section opens, as any delete changes it. */
export function trashQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'trash'],
    queryFn: async () => (await unwrap(api.trash.$get())).entries,
    meta: { errorMessage: trashMessages.loadFailed },
    staleTime: 0,
  })
}

const entryParam = (id: number) => ({ param: { id: String(id) } })

export const restoreTrashEntry = (id: number) => unwrap(api.trash[':id'].restore.$post(entryParam(id)))

export const deleteTrashEntry = (id: number) => unwrapEmpty(api.trash[':id'].$delete(entryParam(id)))

export const emptyTrash = () => unwrap(api.trash.$delete())
