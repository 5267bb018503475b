import { defaultMenus } from '@shared/default-menus'
import type { SiteConfig } from '@shared/site-config'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { App } from '@/app'
import { localDates } from '@/lib/local-date'
import { createQueryClient } from '@/lib/query-client'
import { lazyQueryClient } from '@/lib/query-client-source'
import { useSiteConfig } from '@/lib/site-config'
import { createAppRouter } from '@/router'
import { type StaffUser, StaffUserContext } from '@/staff/shell/staff-user'
import { Toaster } from '@/ui/toaster'
import { staff } from './staff-user'

// jsdom lacks ResizeObserver, which Radix's checkbox and select measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// Nor does it scroll: a route change scrolls to the top, or to the element its hash names (no-ops
// here, not console errors).
window.scrollTo = () => {}
Element.prototype.scrollIntoView ??= () => {}

/**
 * Renders a page inside the app's real query client defaults and a memory router (for links); a
 * staff part as `staffUser` sees it (an admin unless said).
 */
export function renderPage(
  ui: () => ReactNode,
  staffUser: StaffUser = { user: staff('admin'), canEdit: true },
) {
  const rootRoute = createRootRoute({
    component: () => (
      <StaffUserContext value={staffUser}>
        {ui()}
        <Toaster />
      </StaffUserContext>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/**
 * The app's own configuration defaults, read the way its components read them (no provider), with
 * the menus a fresh site serves (the client's defaults have none).
 */
export function defaultSiteConfig(): SiteConfig {
  const { result, unmount } = renderHook(() => useSiteConfig())
  unmount()
  return { ...result.current, menus: defaultMenus }
}

/**
 * Renders the whole app at `path` as the browser runs it: the real route tree, loaders and head,
 * a lazily created query cache with nothing from a server render, and a memory history. The
 * matched routes are loaded first (their data comes from the network, see `fakeNetwork`).
 */
export async function renderApp(path: string, siteConfig: SiteConfig = defaultSiteConfig()) {
  const router = createAppRouter(
    { siteConfig, queries: lazyQueryClient(undefined) },
    createMemoryHistory({ initialEntries: [path] }),
  )
  await router.load()
  // A first visit: the request carried no cookie choice. Rendered in an awaited act, so that what
  // the first render waits for (the query library, a lazily loaded part) lets it go on.
  const rendered = await act(async () =>
    render(
      <App router={router} siteConfig={siteConfig} dates={localDates('en-US')} consentDecided={false} />,
    ),
  )
  return { router, ...rendered }
}

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

/**
 * Replaces the network (global fetch) with a responder; every request is recorded. The app's
 * own code (typed client, query options, components) runs unchanged above it.
 */
export function fakeNetwork(respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input)
    const request: RecordedRequest = {
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      url: new URL(raw, 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    requests.push(request)
    return respond(request)
  }
  return { requests, restore: () => (globalThis.fetch = original) }
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
