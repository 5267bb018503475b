import type { PageHeadData } from '@/lib/page-head'
import { COMPANY_NAME, TAGLINE } from '../../../shared/site-config'
import { sitemapHero } from './sitemap-page'
import type { LegalDocument, ServicePage } from './types'

// What each static page says about itself in its head: its route's loader hands one of these to
// the route's head() (src/client/lib/page-head.ts), on the server and on client navigation alike.

const titled = (title: string) => `${title} | ${COMPANY_NAME}`

export const homeHead: PageHeadData = {
  title: `${COMPANY_NAME} | ${TAGLINE}`,
  description:
    'Crestline Consulting is a technology and business consulting firm in Deerfield, IL: data and analytics, AI, QA automation, process consulting, platform engineering, SMB enablement and staff augmentation.',
}

export const aboutHead: PageHeadData = {
  title: titled('About Us'),
  description:
    'Meet Crestline Consulting: our mission, vision and purpose, and what sets our consultants apart for enterprises and startups alike.',
}

export const servicesHead: PageHeadData = {
  title: titled('Our Services'),
  description:
    'Data & analytics, AI & automation, QA & test automation, process & program consulting, platform engineering, staff augmentation and SMB enablement.',
}

export const insightsHead: PageHeadData = {
  title: titled('Insights'),
  description:
    'Points of view from Crestline Consulting on data, AI, quality engineering, platforms and operational excellence.',
}

export const caseStudiesHead: PageHeadData = {
  title: titled('Case Studies'),
  description:
    'Customer success stories: how Crestline Consulting delivered measurable results in data, AI, QA and platform engineering.',
}

export const contactHead: PageHeadData = {
  title: titled("Let's Connect"),
  description:
    'Contact Crestline Consulting in Deerfield, IL. Tell us about your project and a consultant will reply within one business day.',
}

export const sitemapHead: PageHeadData = {
  title: titled('Sitemap'),
  description: sitemapHero.blurb,
}

export const adminHead: PageHeadData = {
  title: titled('Admin'),
  description: 'Staff content management for Crestline Consulting.',
  noindex: true,
}

export const servicePageHead = (page: ServicePage): PageHeadData => ({
  title: titled(page.title),
  description: page.description,
})

export const legalPageHead = (doc: LegalDocument): PageHeadData => ({
  title: titled(doc.title),
  description: doc.description,
})
