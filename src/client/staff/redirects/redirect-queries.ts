import { redirectMessages as text } from '@shared/redirect-messages'
import {
  missedAddresses,
  type RedirectInput,
  type RedirectRecord,
  redirectList,
  redirectRecord,
} from '@shared/schemas/redirect'
import { queryOptions } from '@tanstack/react-query'
import { unwrap, unwrapEmpty } from '@/lib/api-client'

// The calls name their addresses rather than going through the typed client, whose routes come from
// the Worker's app type: the answers are read through the shared schemas, so a changed shape fails
// here, loudly, rather than in a cell.

const REDIRECTS = '/api/admin/redirects'

const send = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: RedirectInput) =>
  fetch(path, {
    method,
    credentials: 'include',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  })

/** GET /api/admin/redirects: every redirect, newest first; hits change with every visit. */
export function redirectsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'redirects'],
    queryFn: async () =>
      redirectList.parse(await unwrap(fetch(REDIRECTS, { credentials: 'include' }))).redirects,
    meta: { errorMessage: text.loadFailed },
    staleTime: 0,
  })
}

/** GET /api/admin/missed-addresses: the addresses that answered 404 lately, the most requested first. */
export function missedAddressesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'missed-addresses'],
    queryFn: async () =>
      missedAddresses.parse(await unwrap(fetch('/api/admin/missed-addresses', { credentials: 'include' })))
        .missed,
    meta: { errorMessage: text.missedLoadFailed },
    staleTime: 0,
  })
}

/** Both lists: a new redirect takes its address off the missed ones. */
export const redirectKeys = () => [redirectsQueryOptions().queryKey, missedAddressesQueryOptions().queryKey]

export const saveRedirect = async (id: number | undefined, input: RedirectInput): Promise<RedirectRecord> =>
  redirectRecord.parse(
    await unwrap(
      id === undefined ? send(REDIRECTS, 'POST', input) : send(`${REDIRECTS}/${id}`, 'PUT', input),
    ),
  )

export const deleteRedirect = (id: number) => unwrapEmpty(send(`${REDIRECTS}/${id}`, 'DELETE'))
