import type { ServedFormPost } from '@shared/form-post'
import type { SiteConfig } from '@shared/site-config'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { ServedConsentContext } from './lib/consent'
import { type LocalDates, LocalDatesContext } from './lib/local-date'
import { SiteConfigContext } from './lib/site-config'
import type { createAppRouter } from './router'
import { ServedFormPostProvider } from './site/forms/served-form-post'

/** The whole app, as the Worker renders it and the browser hydrates it. */
export function App({
  router,
  siteConfig,
  dates,
  consentDecided,
  formPost,
}: {
  router: ReturnType<typeof createAppRouter>
  siteConfig: SiteConfig
  dates: LocalDates
  consentDecided: boolean
  formPost?: ServedFormPost | undefined
}) {
  return (
    <StrictMode>
      <SiteConfigContext value={siteConfig}>
        <LocalDatesContext value={dates}>
          <ServedConsentContext value={consentDecided}>
            <ServedFormPostProvider router={router} formPost={formPost}>
              <RouterProvider router={router} />
            </ServedFormPostProvider>
          </ServedConsentContext>
        </LocalDatesContext>
      </SiteConfigContext>
    </StrictMode>
  )
}
