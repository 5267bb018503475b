import type { ServiceSlug } from '../../../shared/routes'

// Shapes of the static page copy. Pure data (no React, no icons, relative imports only) so that
// the Worker and its tests can bundle it and build crawler HTML from the very text pages show.

export interface Hero {
  eyebrow?: string
  heading: string
  tagline?: string
  blurb: string
}

export interface Feature {
  title: string
  description: string
}

export interface Stat {
  value: string
  label: string
}

/** The keys of the icons the marketing components know how to draw. */
export type IconKey =
  | 'chart'
  | 'brain'
  | 'shield'
  | 'workflow'
  | 'cloud'
  | 'rocket'
  | 'users'
  | 'target'
  | 'lightbulb'
  | 'handshake'
  | 'database'
  | 'gauge'
  | 'code'
  | 'building'
  | 'layers'
  | 'sparkles'

export interface ServiceCard extends Feature {
  features: string[]
  image: string
  alt: string
  slug: ServiceSlug
  icon: IconKey
}

export interface OverviewSection {
  id: string
  slug: ServiceSlug
  heading: string
  tagline: string
  description: string
  button: string
  cards: { title: string; bullets: [string, string, string] }[]
}

export interface ServicePage {
  slug: ServiceSlug
  title: string
  description: string
  hero: Hero & { cta: string }
  servicesHeading: string
  services: (Feature & { icon: IconKey })[]
  differentiatorsHeading: string
  differentiators: Feature[]
  stats: Stat[]
  grid: { heading: string; intro: string; items: (Feature & { badge?: string })[] }
  closing: { heading: string; text: string; cta: string }
}

export interface LegalDocument {
  title: string
  description: string
  intro: string
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[]
}
