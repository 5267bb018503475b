import type { SiteConfig } from './site-config'

/**
 * The contract between the Worker and the app's server renderer (src/client/entry-server.tsx),
 * which the Worker reaches as the module `virtual:app-renderer` so that its own type check
 * never compiles browser code (docs/decisions/005).
 */
export interface AppRenderInput {
  /** Path and query of the request, e.g. `/services/data-analytics`. */
  url: string
  siteConfig: SiteConfig
}

/** The app's markup for `#root`, ready for `hydrateRoot` in the browser. */
export type RenderApp = (input: AppRenderInput) => Promise<string>

/** Set on `#root` when it holds server-rendered app markup, so the browser hydrates it. */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr'
