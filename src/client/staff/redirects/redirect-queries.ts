import { redirectMessages as text } from '@shared/redirect-messages'
import {
  missedAddresses,
  type RedirectInput,
  type RedirectRecord,
  redirectList,
  redirectRecord,
} from '@shared/schemas/redirect'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapEmpty } from '@/lib/api-client'

// The answers are read through the shared schemas too, so a changed shape fails here, loudly,
// rather than in a cell.

/** GET /api/admin/redirects: every redirect, newest first; hits change with every visit. */
export function redirectsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'redirects'],
    queryFn: async () => redirectList.parse(await unwrap(api.admin.redirects.$get())).redirects,
    meta: { errorMessage: text.loadFailed },
    staleTime: 0,
  })
}

/** GET /api/admin/missed-addresses: the addresses that answered 404 lately, the most requested first. */
export function missedAddressesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'missed-addresses'],
    queryFn: async () => missedAddresses.parse(await unwrap(api.admin['missed-addresses'].$get())).missed,
    meta: { errorMessage: text.missedLoadFailed },
    staleTime: 0,
  })
}

/** Both lists: a new redirect takes its address off the missed ones. */
export const redirectKeys = () => [redirectsQueryOptions().queryKey, missedAddressesQueryOptions().queryKey]

export const saveRedirect = async (id: number | undefined, input: RedirectInput): Promise<RedirectRecord> =>
  redirectRecord.parse(
    await unwrap(
      id === undefined
        ? api.admin.redirects.$post({ json: input })
        : api.admin.redirects[':id'].$put({ param: { id: String(id) }, json: input }),
    ),
  )

export const deleteRedirect = (id: number) =>
  unwrapEmpty(api.admin.redirects[':id'].$delete({ param: { id: String(id) } }))
