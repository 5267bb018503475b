import { lazy, Suspense, useEffect, useState } from 'react'
import { useConsent } from '@/lib/consent'
import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/utils'
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
  const readingOn = useScrollingDown()
  const openDialog = () => {
    setDialogWanted(true)
    setDialogOpen(true)
  }
  return (
    <>
      {consent.decided ? (
        // Below a laptop's width a labelled pill would sit on the text at every scroll position
        // (the text column reaches the screen's edge): there it is the cookie alone, named by its
        // hidden label, and it steps below the screen while the visitor scrolls down, reading,
        // until they scroll back up or Tab to it.
        <Button
          variant="outline"
          size="icon"
          shape="pill"
          onClick={openDialog}
          disabled={!hydrated}
          data-needs-script
          className={cn(
            'fixed right-4 bottom-4 z-40 shadow-lg shadow-slate-900/15 xl:w-auto xl:px-4',
            readingOn && 'max-xl:translate-y-24 max-xl:focus-visible:translate-y-0',
          )}
        >
          <Cookie aria-hidden="true" />
          <span className="sr-only xl:not-sr-only">{consentCopy.settingsButton}</span>
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

/** Whether the page's last scroll went down it; moves of a few pixels (a bounce at its end) leave it as it was. */
function useScrollingDown() {
  const [down, setDown] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (Math.abs(y - last) < 8) return
      setDown(y > last)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return down
}
