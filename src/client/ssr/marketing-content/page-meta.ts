import { contactText } from '../../../shared/messages'
import { ADMIN_PATH, SERVICE_SLUGS, type STATIC_PUBLIC_PATHS } from '../../../shared/routes'
import { COMPANY_NAME, TAGLINE } from '../../../shared/site-config'
import { aboutHero, apartCards, apartHeading, purposeCards, purposeHeading } from './about'
import { homeHero, serviceCards, servicesHeading, valueCards, valueCardsHeading } from './home'
import { cookiePolicy, privacyNotice, termsOfUse } from './legal'
import { servicePages } from './service-pages'
import { overviewSections, servicesHero } from './services-overview'
import { sitemapGroups, sitemapHero } from './sitemap-page'
import type { Feature, LegalDocument, PageMeta, ServicePage } from './types'

// Head tags and crawler text of every static route: the Worker writes them into the HTML it
// serves and the client sets the same title on navigation, so both read this one table.

export type StaticPublicPath = (typeof STATIC_PUBLIC_PATHS)[number]

const titled = (title: string) => `${title} | ${COMPANY_NAME}`
const features = (items: Feature[]) => items.map((item) => `${item.title}: ${item.description}`)

function servicePageMeta(page: ServicePage): PageMeta {
  return {
    title: titled(page.title),
    description: page.description,
    eyebrow: page.hero.eyebrow,
    heading: page.hero.heading,
    lead: [page.hero.tagline ?? '', page.hero.blurb],
    sections: [
      { heading: page.servicesHeading, text: features(page.services) },
      { heading: page.differentiatorsHeading, text: features(page.differentiators) },
      { heading: page.grid.heading, text: features(page.grid.items) },
    ],
  }
}

function legalMeta(doc: LegalDocument): PageMeta {
  return {
    title: titled(doc.title),
    description: doc.description,
    heading: doc.title,
    lead: [doc.intro],
    sections: doc.sections.map((section, index) => ({
      heading: `${index + 1}. ${section.heading}`,
      text: [...section.paragraphs, ...(section.bullets ?? [])],
    })),
  }
}

const serviceMeta = Object.fromEntries(
  SERVICE_SLUGS.map((slug) => [`/services/${slug}`, servicePageMeta(servicePages[slug])]),
) as Record<`/services/${(typeof SERVICE_SLUGS)[number]}`, PageMeta>

export const pageMeta: Record<StaticPublicPath | typeof ADMIN_PATH, PageMeta> = {
  '/': {
    title: `${COMPANY_NAME} | ${TAGLINE}`,
    description:
      'Crestline Consulting is a technology and business consulting firm in Deerfield, IL: data and analytics, AI, QA automation, process consulting, platform engineering, SMB enablement and staff augmentation.',
    eyebrow: homeHero.eyebrow,
    heading: homeHero.heading,
    lead: [homeHero.blurb],
    sections: [
      { heading: valueCardsHeading, text: features(valueCards) },
      { heading: servicesHeading, text: features(serviceCards) },
    ],
  },
  '/about': {
    title: titled('About Us'),
    description:
      'Meet Crestline Consulting: our mission, vision and purpose, and what sets our consultants apart for enterprises and startups alike.',
    eyebrow: aboutHero.eyebrow,
    heading: aboutHero.heading,
    lead: [aboutHero.blurb],
    sections: [
      { heading: purposeHeading, text: features(purposeCards) },
      { heading: apartHeading, text: features(apartCards) },
    ],
  },
  '/services': {
    title: titled('Our Services'),
    description:
      'Data & analytics, AI & automation, QA & test automation, process & program consulting, platform engineering, staff augmentation and SMB enablement.',
    eyebrow: servicesHero.eyebrow,
    heading: servicesHero.heading,
    lead: [servicesHero.blurb],
    sections: overviewSections.map((section) => ({
      heading: section.heading,
      text: [section.tagline, section.description],
    })),
  },
  ...serviceMeta,
  '/insights': {
    title: titled('Insights'),
    description:
      'Points of view from Crestline Consulting on data, AI, quality engineering, platforms and operational excellence.',
    heading: 'Insights & Resources',
    lead: [],
    sections: [],
  },
  '/case-studies': {
    title: titled('Case Studies'),
    description:
      'Customer success stories: how Crestline Consulting delivered measurable results in data, AI, QA and platform engineering.',
    heading: 'Case Studies',
    lead: [],
    sections: [],
  },
  '/contact': {
    title: titled("Let's Connect"),
    description:
      'Contact Crestline Consulting in Deerfield, IL. Tell us about your project and a consultant will reply within one business day.',
    heading: contactText.pageTitle,
    // The same hero as the app's, so the app's render is never a later, larger LCP candidate.
    lead: [contactText.pageBlurb],
    sections: [],
  },
  '/sitemap': {
    title: titled('Sitemap'),
    description: sitemapHero.blurb,
    heading: sitemapHero.heading,
    lead: [sitemapHero.blurb],
    sections: sitemapGroups.map((group) => ({
      heading: group.heading,
      text: group.links.map((link) => link.label),
    })),
  },
  '/privacy-notice': legalMeta(privacyNotice),
  '/cookie-policy': legalMeta(cookiePolicy),
  '/terms-of-use': legalMeta(termsOfUse),
  [ADMIN_PATH]: {
    title: titled('Admin'),
    description: 'Staff content management for Crestline Consulting.',
    heading: 'Admin Login',
    lead: [],
    sections: [],
  },
}

export function findPageMeta(path: string): PageMeta | undefined {
  return Object.hasOwn(pageMeta, path) ? pageMeta[path as keyof typeof pageMeta] : undefined
}
