import type { SiteConfig } from '@shared/site-config'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { ServedConsentContext } from './lib/consent'
import { type LocalDates, LocalDatesContext } from './lib/local-date'
import { SiteConfigContext } from './lib/site-config'
import type { createAppRouter } from './router'

/** The whole app, as the Worker renders it and the browser hydrates it. */
export function App({
  router,
  siteConfig,
  dates,
  consentDecided,
}: {
  router: ReturnType<typeof createAppRouter>
  siteConfig: SiteConfig
  dates: LocalDates
  consentDecided: boolean
}) {
  return (
    <StrictMode>
      <SiteConfigContext value={siteConfig}>
        <LocalDatesContext value={dates}>
          <ServedConsentContext value={consentDecided}>
            <RouterProvider router={router} />
          </ServedConsentContext>
        </LocalDatesContext>
      </SiteConfigContext>
    </StrictMode>
  )
}
