import { lazy, Suspense, useState } from 'react'
import { useConsent } from '@/lib/consent'
import { useHydrated } from '@/lib/use-hydrated'
import { Button } from '@/ui/button'
import Cookie from '~icons/lucide/cookie'
import { consentCopy } from './consent-copy'
import { CookieBanner } from './cookie-banner'

// The dialog (Radix Dialog and Switch) is fetched the first time a visitor opens it.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
)

/**
 * Banner until the visitor decides, then a floating Cookie Settings button; both open the dialog.
 * Both are in the served page, their buttons disabled until the app runs and can act on them.
 */
export function CookieConsent() {
  const consent = useConsent()
  const hydrated = useHydrated()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [dialogWanted, setDialogWanted] = useState(false)
  const openDialog = () => {
    setDialogWanted(true)
    setDialogOpen(true)
  }
  return (
    <>
      {consent.decided ? (
        <Button
          variant="outline"
          shape="pill"
          onClick={openDialog}
          disabled={!hydrated}
          data-needs-script
          className="fixed right-4 bottom-4 z-40 shadow-lg shadow-slate-900/15"
        >
          <Cookie aria-hidden="true" />
          {consentCopy.settingsButton}
        </Button>
      ) : (
        <CookieBanner onCustomize={openDialog} disabled={!hydrated} />
      )}
      {dialogWanted && (
        <Suspense>
          <CookieSettingsDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  )
}
