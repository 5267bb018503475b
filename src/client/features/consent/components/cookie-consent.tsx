import { Cookie } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useConsent } from '@/lib/consent'
import { consentCopy } from '../consent-copy'
import { CookieBanner } from './cookie-banner'

// The dialog (Radix Dialog and Switch) is fetched the first time a visitor opens it.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
)

/** Banner until the visitor decides, then a floating Cookie Settings button; both open the dialog. */
export function CookieConsent() {
  const consent = useConsent()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [dialogWanted, setDialogWanted] = useState(false)
  const openDialog = () => {
    setDialogWanted(true)
    setDialogOpen(true)
  }
  if (!consent) return null
  return (
    <>
      {consent.decided ? (
        <Button
          variant="outline"
          shape="pill"
          onClick={openDialog}
          className="fixed right-4 bottom-4 z-40 shadow-lg shadow-slate-900/15"
        >
          <Cookie aria-hidden="true" />
          {consentCopy.settingsButton}
        </Button>
      ) : (
        <CookieBanner onCustomize={openDialog} />
      )}
      {dialogWanted && (
        <Suspense>
          <CookieSettingsDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  )
}
