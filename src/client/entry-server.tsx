import type { RenderApp } from '@shared/app-render'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { SiteConfigContext } from './lib/site-config'
import { createAppRouter } from './router'

/**
 * The app's markup for one request, rendered in the Worker (docs/decisions/005). The Worker calls
 * this only for routes that need no data, so the router's load only fetches route chunks.
 * `prerender` waits for every lazy part, and an unbounded chunk size stops React from moving
 * large Suspense boundaries out of line: the result is plain finished HTML, with none of the
 * inline reveal scripts the page's CSP would refuse.
 */
export const renderApp: RenderApp = async ({ url, siteConfig }) => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  let renderError: unknown
  const { prelude } = await prerender(
    <StrictMode>
      <SiteConfigContext value={siteConfig}>
        <RouterProvider router={router} />
      </SiteConfigContext>
    </StrictMode>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderError = error
      },
    },
  )
  const html = await new Response(prelude).text()
  if (renderError) throw renderError
  return html
}
