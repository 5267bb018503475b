import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { useSiteConfig } from '@/lib/site-config'
import { cn } from '@/lib/utils'

// Where the legal texts send questions: the addresses and phone are the site's settings at render
// time, so a change of them reaches every page that shows this block.

/** The postal address for legal and privacy matters (docs/product.md section 2: a generic address). */
const LEGAL_POSTAL_ADDRESS =
  'Crestline Consulting, Attn: Legal Department, Deerfield, IL 60015, United States'

const LINK_CLASS = 'font-medium text-accent underline'

/** Follows the text that introduces it: no space of its own above. */
export function ContactDetailsBlock({ block }: { block: PageBlockOf<'contact-details'> }) {
  const { privacyEmail, legalEmail, companyPhone } = useSiteConfig()
  return (
    <section className={cn(block.background === 'tinted' && 'bg-slate-50', 'pb-20 sm:pb-24')}>
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
          <p>{LEGAL_POSTAL_ADDRESS}</p>
        </address>
      </div>
    </section>
  )
}
