import { Link } from '@tanstack/react-router'
import Cookie from 'lucide-react/icons/cookie'
import X from 'lucide-react/icons/x'
import { Button } from '@/components/ui/button'
import { acceptAll, rejectAll } from '@/lib/consent'
import { consentCopy } from '../consent-copy'

/** First-visit banner (SPEC.md sections 2 and 4): closing it counts as Reject All. */
export function CookieBanner({ onCustomize, disabled }: { onCustomize: () => void; disabled: boolean }) {
  return (
    <section
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
          <Button variant="outline" onClick={rejectAll} disabled={disabled}>
            {consentCopy.rejectAll}
          </Button>
          <Button variant="accent" onClick={acceptAll} disabled={disabled}>
            {consentCopy.acceptAll}
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={consentCopy.close}
          onClick={rejectAll}
          disabled={disabled}
          className="absolute top-2 right-2 lg:static"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
