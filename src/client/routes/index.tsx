import { COMPANY_NAME } from '@shared/site-config'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/marketing/components/home-page'
import { type PageHeadData, routeHead } from '@/lib/page-head'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/structured-data'

const head: PageHeadData = {
  // Not the tagline, which the h1 says: with the name it made 63 characters, and search results cut
  // a title at about 60.
  title: `${COMPANY_NAME} | Technology and Business Consulting`,
  description:
    'Crestline Consulting is a technology and business consulting firm in Deerfield, IL: data and analytics, AI, QA automation, process consulting, platform engineering, SMB enablement and staff augmentation.',
}

export const Route = createFileRoute('/')({
  loader: ({ context }) => ({
    head: { ...head, jsonLd: [organizationJsonLd(context.siteConfig), webSiteJsonLd(context.siteConfig)] },
  }),
  head: routeHead,
  component: HomePage,
})
