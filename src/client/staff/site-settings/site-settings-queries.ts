import {
  type SiteSettingsInput,
  siteSettingsHistory,
  siteSettingsRecord,
} from '@shared/schemas/site-settings'
import { siteSettingsMessages as text } from '@shared/site-settings-messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

// The answers are read through the shared schemas too, so a changed shape fails here, loudly.

/** GET /api/admin/site-settings: what pages show now, with its version. */
export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'site-settings'],
    queryFn: async () => siteSettingsRecord.parse(await unwrap(api.admin['site-settings'].$get())),
    meta: { errorMessage: text.loadFailed },
    staleTime: 0,
  })
}

/** GET /api/admin/site-settings/history: the saved versions, newest first. */
export function siteSettingsHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'site-settings', 'history'],
    queryFn: async () =>
      siteSettingsHistory.parse(await unwrap(api.admin['site-settings'].history.$get())).revisions,
    meta: { errorMessage: text.historyLoadFailed },
    staleTime: 0,
  })
}

export const saveSiteSettings = async (input: SiteSettingsInput) =>
  siteSettingsRecord.parse(await unwrap(api.admin['site-settings'].$put({ json: input })))
