import type { AuditAction } from '@shared/schemas/audit'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapPage } from '@/lib/api-client'

export interface AuditFilter {
  action?: AuditAction
  /** A staff member's user id. */
  actor?: number
}

/**
 * GET /api/admin/audit, newest first, one page of 50 at a time. Unlike the content lists it is
 * read afresh whenever the tab opens: every action of every staff member changes it.
 */
export function auditEventsQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'audit', 'events', filter],
    queryFn: ({ pageParam }) =>
      unwrapPage(
        api.admin.audit.$get({
          query: {
            ...(filter.action ? { action: filter.action } : {}),
            ...(filter.actor ? { actor: String(filter.actor) } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  })
}

/** GET /api/admin/audit/actors: the staff members the log names, for the person filter. */
export function auditActorsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: () => unwrap(api.admin.audit.actors.$get()),
    staleTime: 0,
  })
}
