import type { AppState } from '@shared/app-render'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { LocaleContext } from './lib/locale'
import { SiteConfigContext } from './lib/site-config'
import type { createAppRouter } from './router'

/** The whole app, as the Worker renders it and the browser hydrates it. */
export function App({
  router,
  state,
}: {
  router: ReturnType<typeof createAppRouter>
  state: Omit<AppState, 'queries'>
}) {
  return (
    <StrictMode>
      <SiteConfigContext value={state.siteConfig}>
        <LocaleContext value={state.locale}>
          <RouterProvider router={router} />
        </LocaleContext>
      </SiteConfigContext>
    </StrictMode>
  )
}
