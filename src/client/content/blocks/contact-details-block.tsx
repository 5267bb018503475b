import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { addressLine } from '@shared/site-config'
import { useSiteConfig } from '@/lib/site-config'
import { cn } from '@/lib/utils'

// Where the legal texts send questions: the addresses, phone and postal address are the site's
// settings at render time, so a change of them reaches every page that shows this block.

const LINK_CLASS = 'font-medium text-accent underline'

/** Follows the text that introduces it: no space of its own above. */
export function ContactDetailsBlock({ block }: { block: PageBlockOf<'contact-details'> }) {
  const { privacyEmail, legalEmail, companyPhone, companyName, address } = useSiteConfig()
  return (
    // A div, not a section: it continues the text above it and has no heading of its own.
    <div className={cn(block.background === 'tinted' && 'bg-slate-50', 'pb-20 sm:pb-24')}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <address className="space-y-1 rounded-xl border bg-white p-5 text-lg not-italic text-slate-700">
          <p>
            Privacy:{' '}
            <a className={LINK_CLASS} href={`mailto:${privacyEmail}`}>
              {privacyEmail}
            </a>
          </p>
          <p>
            Legal:{' '}
            <a className={LINK_CLASS} href={`mailto:${legalEmail}`}>
              {legalEmail}
            </a>
          </p>
          <p>Phone: {companyPhone}</p>
          <p>{`${companyName}, Attn: Legal Department, ${addressLine(address)}`}</p>
        </address>
      </div>
    </div>
  )
}
