import { menuMessages as text } from '@shared/menu-messages'
import { type Menus, type MenusRecord, menusHistory, menusRecord } from '@shared/schemas/menus'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

// Read through the shared schemas, so a changed shape fails here, loudly.

/** GET /api/admin/menus: the menus pages show and their version. */
export function menusQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'menus'],
    queryFn: async () => menusRecord.parse(await unwrap(api.admin.menus.$get())),
    meta: { errorMessage: text.loadFailed },
    staleTime: 0,
  })
}

/** GET /api/admin/menus/history: the saved versions, newest first. */
export function menusHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'menus', 'history'],
    queryFn: async () => menusHistory.parse(await unwrap(api.admin.menus.history.$get())).revisions,
    meta: { errorMessage: text.historyFailed },
    staleTime: 0,
  })
}

export const saveMenus = async (menus: Menus, version: number): Promise<MenusRecord> =>
  menusRecord.parse(await unwrap(api.admin.menus.$put({ json: { menus, version } })))
