import type { FromPage } from '@shared/from-page'
import { contactText } from '@shared/messages'
import { placeText } from '@shared/site-config'
import { PageHero } from '@/content/page-hero'
import { useSiteConfig } from '@/lib/site-config'
import { ContactForm } from '@/site/forms/contact-form'
import { Card, CardContent, CardHeader } from '@/ui/card'
import MailIcon from '~icons/lucide/mail'
import MapPinIcon from '~icons/lucide/map-pin'
import PhoneIcon from '~icons/lucide/phone'

/** /contact; `fromPage` is the article whose 'Talk to us' brought the visitor here, if any. */
export function ContactPage({ fromPage }: { fromPage: FromPage | null }) {
  const { companyEmail, companyPhone, address } = useSiteConfig()
  return (
    <main>
      <PageHero hero={{ heading: contactText.pageTitle, blurb: contactText.pageBlurb }} />
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-[1fr_18rem]">
        <Card>
          <CardHeader>
            <h2 className="text-2xl font-semibold">{contactText.formHeading}</h2>
          </CardHeader>
          <CardContent>
            <ContactForm fromPage={fromPage} />
          </CardContent>
        </Card>
        <address className="flex flex-col gap-4 not-italic">
          <a href={`mailto:${companyEmail}`} className="flex items-center gap-3 hover:underline">
            <MailIcon className="size-5 text-primary" aria-hidden="true" />
            {companyEmail}
          </a>
          <a
            href={`tel:${companyPhone.replace(/[^+\d]/g, '')}`}
            className="flex items-center gap-3 hover:underline"
          >
            <PhoneIcon className="size-5 text-primary" aria-hidden="true" />
            {companyPhone}
          </a>
          <span className="flex items-center gap-3">
            <MapPinIcon className="size-5 text-primary" aria-hidden="true" />
            {placeText(address)}
          </span>
        </address>
      </div>
    </main>
  )
}
