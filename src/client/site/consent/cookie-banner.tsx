import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useBottomBarClearance } from '@/lib/bottom-bar-clearance'
import { acceptAll, rejectAll } from '@/lib/consent'
import { focusMainContent } from '@/lib/main-content'
import { Button } from '@/ui/button'
import Cookie from '~icons/lucide/cookie'
import X from '~icons/lucide/x'
import { consentCopy } from './consent-copy'

// The page itself scrolls under the banner, which is fixed: it also needs room at its end.
const page = () => document.documentElement

/**
 * First-visit banner (docs/product.md sections 2 and 4): closing it (× or Escape anywhere on the page)
 * counts as Reject All.
 */
export function CookieBanner({ onCustomize, disabled }: { onCustomize: () => void; disabled: boolean }) {
  const banner = useRef<HTMLElement>(null)
  useBottomBarClearance(banner, page, { roomAtEnd: true })

  // The banner goes away with the choice: focus inside it would fall to <body>.
  const choose = (choice: () => void) => () => {
    if (banner.current?.contains(document.activeElement)) focusMainContent()
    choice()
  }

  useEffect(() => {
    if (disabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape that closed something else (a dialog, a select) is not for the banner.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      choose(rejectAll)()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })

  return (
    <section
      ref={banner}
      aria-label="Cookie consent"
      data-needs-script
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-white p-4 shadow-[0_-8px_30px_rgba(15,42,74,0.12)] sm:p-6"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 lg:flex-row lg:items-center">
        <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-accent lg:block" />
        <div className="flex-1 pr-8 lg:pr-0">
          <h2 className="font-semibold text-primary">{consentCopy.bannerTitle}</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {consentCopy.bannerText}{' '}
            <Link to="/cookie-policy" className="font-medium text-accent underline underline-offset-2">
              {consentCopy.policyLink}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onCustomize} disabled={disabled}>
            {consentCopy.customize}
          </Button>
          <Button variant="outline" onClick={choose(rejectAll)} disabled={disabled}>
            {consentCopy.rejectAll}
          </Button>
          <Button variant="accent" onClick={choose(acceptAll)} disabled={disabled}>
            {consentCopy.acceptAll}
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={consentCopy.close}
          onClick={choose(rejectAll)}
          disabled={disabled}
          className="absolute top-2 right-2 lg:static"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
