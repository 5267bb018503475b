import type { ServiceSlug } from '@shared/routes'
import type { ComponentType, SVGProps } from 'react'

// Shapes of the static page copy. Icons are named by their component, so each page's chunk
// carries only the icons it draws.

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

/** A decorative icon drawn beside a card's title. */
export type CardIcon = ComponentType<SVGProps<SVGSVGElement>>

export interface ServiceCard extends Feature {
  features: string[]
  image: string
  alt: string
  slug: ServiceSlug
  icon: CardIcon
}
