import type { Menus } from './schemas/menus'

/** The configuration the app renders with (see worker/env.ts `publicConfig`), embedded in every page. */
export interface SiteConfig {
  siteUrl: string
  companyEmail: string
  companyPhone: string
  legalEmail: string
  privacyEmail: string
  chatWidgetUrl: string
  chatWidgetCode: string
  /** The company's profiles' addresses; empty: that profile is not linked. */
  socialProfiles: Record<SocialProfile, string>
  /** The header's and the footer's links, as staff saved them (shared/default-menus.ts until then). */
  menus: Menus
}

export type SocialProfile = 'linkedin' | 'x' | 'github'

export const COMPANY_NAME = 'Crestline Consulting'
export const TAGLINE = 'Crafting Solutions, Transforming Futures'
export const COMPANY_LOCATION = 'Deerfield, IL'
