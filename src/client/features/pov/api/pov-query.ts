import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function povQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['povs', 'detail', id],
    queryFn: () => unwrap(api.povs[':id'].$get({ param: { id: String(id) } })),
  })
}
