import type { ServiceSlug } from '@shared/routes'
import type { PageIcon } from '@shared/schemas/page-block-fields'
import type { PageBlockOf, PageDocument } from '@shared/schemas/page-blocks'
import { blockIcons } from '@/components/blocks/block-icons'
import {
  aboutHero,
  aboutStats,
  apartCards,
  apartHeading,
  apartIntro,
  purposeCards,
  purposeHeading,
} from './about'
import { aboutClosing, servicesClosing } from './closing-bands'
import {
  closingCta,
  heroStats,
  homeButtons,
  homeHero,
  serviceCards,
  servicesHeading,
  servicesIntro,
  valueCards,
  valueCardsHeading,
  valueCardsIntro,
} from './home'
import { servicePages } from './service-pages'
import { overviewSections, servicesHero } from './services-overview'
import type { CardIcon, Feature, ServicePage } from './types'

// Today's pages as documents of blocks (docs/decisions/020), built from the copy modules they are
// rendered from, so that every text stays where it is and a document renders its page unchanged
// (test/client/page-blocks.test.tsx). These are the documents the pages' storage will start from.

type PageKey = 'home' | 'about' | 'services' | `services/${ServiceSlug}`

const ICON_NAMES = new Map<CardIcon, PageIcon>(
  Object.entries(blockIcons).map(([name, icon]) => [icon, name as PageIcon]),
)

function iconName(icon: CardIcon): PageIcon {
  const name = ICON_NAMES.get(icon)
  if (!name) throw new Error(`${icon.displayName ?? 'An icon'} of the page copy is not a block icon`)
  return name
}

const iconCards = (cards: (Feature & { icon: CardIcon })[]) =>
  cards.map(({ title, description, icon }) => ({ title, description, icon: iconName(icon) }))

const closing = (id: string, band: { heading: string; text: string; cta: string }) =>
  ({
    id,
    type: 'call-to-action',
    heading: band.heading,
    text: band.text,
    buttonLabel: band.cta,
  }) satisfies PageBlockOf<'call-to-action'>

const home: PageDocument = {
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      ...homeHero,
      buttons: [
        { label: homeButtons.exploreServices, href: '/services', variant: 'primary' },
        { label: homeButtons.scheduleConsultation, href: '/contact', variant: 'secondary' },
      ],
      stats: heroStats,
    },
    {
      id: 'values',
      type: 'value-cards',
      heading: valueCardsHeading,
      intro: valueCardsIntro,
      cards: iconCards(valueCards),
      columns: 'three',
      background: 'tinted',
    },
    {
      id: 'services',
      type: 'service-cards',
      heading: servicesHeading,
      intro: servicesIntro,
      cards: serviceCards.map(({ slug, title, description, features, image, alt }) => ({
        service: slug,
        title,
        description,
        features,
        image,
        alt,
      })),
      link: { label: homeButtons.viewAllServices, href: '/services' },
      background: 'plain',
    },
    closing('closing', { ...closingCta, cta: homeButtons.scheduleConsultation }),
  ],
}

const about: PageDocument = {
  blocks: [
    { id: 'hero', type: 'hero', ...aboutHero, buttons: [], stats: [] },
    {
      id: 'about-purpose',
      type: 'value-cards',
      heading: purposeHeading,
      hideHeading: true,
      cards: iconCards(purposeCards),
      columns: 'three',
      background: 'plain',
    },
    {
      id: 'apart',
      type: 'value-cards',
      heading: apartHeading,
      intro: apartIntro,
      cards: iconCards(apartCards),
      columns: 'two-early-then-three',
      background: 'tinted',
    },
    { id: 'figures', type: 'statistics', stats: aboutStats, background: 'plain' },
    closing('closing', aboutClosing),
  ],
}

const services: PageDocument = {
  blocks: [
    { id: 'hero', type: 'hero', ...servicesHero, buttons: [], stats: [] },
    // The ids are the sections' anchors, which the sitemap links to.
    ...overviewSections.map(
      (section, index): PageBlockOf<'service-section'> => ({
        id: section.id,
        type: 'service-section',
        tagline: section.tagline,
        heading: section.heading,
        description: section.description,
        link: { label: section.button, href: `/services/${section.slug}` },
        cards: section.cards,
        background: index % 2 === 1 ? 'tinted' : 'plain',
      }),
    ),
    closing('closing', servicesClosing),
  ],
}

function servicePage(page: ServicePage): PageDocument {
  const { cta, ...hero } = page.hero
  return {
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        ...hero,
        buttons: [{ label: cta, href: '/contact', variant: 'primary' }],
        stats: [],
      },
      {
        id: 'services',
        type: 'value-cards',
        heading: page.servicesHeading,
        cards: iconCards(page.services),
        columns: 'two-then-three',
        background: 'plain',
      },
      {
        id: 'why-us',
        type: 'feature-list',
        heading: page.differentiatorsHeading,
        items: page.differentiators,
        stats: page.stats,
        background: 'tinted',
      },
      {
        id: 'areas',
        type: 'tile-grid',
        heading: page.grid.heading,
        intro: page.grid.intro,
        tiles: page.grid.items,
        background: 'plain',
      },
      closing('closing', page.closing),
    ],
  }
}

const serviceDocuments = Object.fromEntries(
  Object.values(servicePages).map((page) => [`services/${page.slug}`, servicePage(page)]),
) as Record<`services/${ServiceSlug}`, PageDocument>

export const pageDocuments: Record<PageKey, PageDocument> = { home, about, services, ...serviceDocuments }
