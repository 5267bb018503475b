import { LEGAL_EFFECTIVE_DATE } from '@shared/constants'
import { addressLine } from '@shared/site-config'
import type { LegalDocument } from '@/content/copy-types'
import { useSiteConfig } from '@/lib/site-config'
import { StaticPart } from '@/ui/static-part'

/** Privacy notice, cookie policy and terms: numbered sections ending in the contact block. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { privacyEmail, legalEmail, companyPhone, companyName, address } = useSiteConfig()
  const lastIndex = document.sections.length - 1
  return (
    <StaticPart as="main" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm font-medium text-muted-foreground">
          Effective date: {LEGAL_EFFECTIVE_DATE}
        </p>
        <div className="mt-10 rounded-2xl border bg-white p-8 shadow-sm sm:p-12">
          <p className="text-lg leading-relaxed text-slate-700">{document.intro}</p>
          <ol className="mt-10 space-y-10">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <h2 className="text-xl font-semibold text-primary">
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
                {section.bullets && (
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
                {index === lastIndex && (
                  <address className="mt-4 space-y-1 rounded-xl bg-slate-50 p-5 not-italic text-slate-700">
                    <p>
                      Privacy:{' '}
                      <a className="font-medium text-accent underline" href={`mailto:${privacyEmail}`}>
                        {privacyEmail}
                      </a>
                    </p>
                    <p>
                      Legal:{' '}
                      <a className="font-medium text-accent underline" href={`mailto:${legalEmail}`}>
                        {legalEmail}
                      </a>
                    </p>
                    <p>Phone: {companyPhone}</p>
                    <p>{`${companyName}, Attn: Legal Department, ${addressLine(address)}`}</p>
                  </address>
                )}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </StaticPart>
  )
}
