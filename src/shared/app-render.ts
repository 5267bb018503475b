import type { ServedFormPost } from './form-post'
import type { SiteConfig } from './site-config'

/**
 * The contract between the Worker and the app's server renderer (src/client/entry-server.tsx),
 * which the Worker reaches as the module `virtual:app-renderer` so that its own type check
 * never compiles browser code (docs/decisions/006).
 */
interface AppRenderInput {
  /** Path and query of the request, e.g. `/insights?q=data`. */
  url: string
  siteConfig: SiteConfig
  /** The visitor's locale (from `Accept-Language`): dates are formatted in it on both sides. */
  locale: string
  /** The request said its visitor has made a cookie choice: no banner in the page. */
  consentDecided: boolean
  /** Answers the app's API calls in-process, as the same request's visitor. */
  fetchApi: (request: Request) => Promise<Response>
  /** The page answers a form the browser posted itself: the form shows its outcome. */
  formPost?: ServedFormPost
}

/** One tag of the page's head, as the routes' `head()` define it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  children?: string
}

/** What the browser needs to build the same tree the server rendered, embedded as JSON. */
export interface AppState {
  siteConfig: SiteConfig
  locale: string
  /** Each date the server wrote, as it wrote it: the browser's first render repeats these texts. */
  dates: Record<string, string>
  consentDecided: boolean
  /** The request's query cache, dehydrated (TanStack Query's `DehydratedState`). */
  queries: unknown
  formPost?: ServedFormPost
}

export type AppRenderResult =
  | { kind: 'redirect'; status: number; href: string }
  | {
      kind: 'page'
      status: number
      head: HeadTag[]
      html: string
      state: AppState
      /** A read the page needed failed, and the page shows its error state instead. */
      failedReads: boolean
    }

export type RenderApp = (input: AppRenderInput) => Promise<AppRenderResult>

/** The `<script type="application/json">` element that carries `AppState`. */
export const APP_STATE_ELEMENT_ID = 'app-state'
/** Marks the head tags a page owns, so that client navigation replaces exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head'
