import type { SiteConfig } from '@shared/site-config'
import type { QueryClientSource } from './query-client-source'

/** What every route's loader and head() can read: the same on the server and in the browser. */
export interface AppRouterContext {
  siteConfig: SiteConfig
  queries: QueryClientSource
}
