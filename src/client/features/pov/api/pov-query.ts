import { queryOptions } from '@tanstack/react-query'
import { apiFor, unwrapFound } from '@/lib/api-client'

/** One published POV (or, for signed-in staff, a draft); null when there is none to show. */
export function povQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['povs', 'detail', id],
    queryFn: ({ client }) => unwrapFound(apiFor(client).povs[':id'].$get({ param: { id: String(id) } })),
  })
}
