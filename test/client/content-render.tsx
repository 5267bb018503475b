import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'

// jsdom lacks ResizeObserver, which Radix's checkbox and select measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Renders a page inside the app's real query client defaults and a memory router (for links). */
export function renderPage(ui: () => ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui()}
        <Toaster />
      </>
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
