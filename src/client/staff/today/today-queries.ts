import { todayAnswer } from '@shared/schemas/today'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/**
 * Today's answer (`GET /api/admin/today`). Each opening of Today asks again, as each is a visit
 * that moves "New since your last visit"; while it is open it stays as it was answered.
 */
export const todayQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'today'],
    queryFn: async () => todayAnswer.parse(await unwrap(api.admin.today.$get())),
    refetchOnMount: 'always',
  })
