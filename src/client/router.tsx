import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AppRouterContext } from './lib/router-context'
import { parseSearch, stringifySearch } from './lib/search-params'
import { routeTree } from './routeTree.gen'

/** `history` is the browser's by default; the server render passes a memory history. */
export function createAppRouter(context: AppRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Query's staleTime decides freshness, not the router's cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The staff app: none of the public site's header, footer, cookie banner or chat (__root.tsx). */
    staffApp?: true
  }
}
