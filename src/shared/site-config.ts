import type { Menus } from './schemas/menus'

/** The configuration the app renders with (worker/services/page-site-config.ts), embedded in every page. */
export interface SiteConfig {
  siteUrl: string
  /** The company details staff edit in Site settings; the deploy variables until they save. */
  companyName: string
  companyEmail: string
  companyPhone: string
  legalEmail: string
  privacyEmail: string
  address: PostalAddress
  /** Empty when Site settings turn the widget off or the deploy configures none. */
  chatWidgetUrl: string
  chatWidgetCode: string
  /** The company's profiles' addresses; empty: that profile is not linked. */
  socialProfiles: Record<SocialProfile, string>
  /** The image shared links show for a page without its own; empty: the built-in one. */
  defaultSocialImage: string
  /** The year of the render's clock, for the footer's copyright line. */
  year: number
  /** The header's and the footer's links, as staff saved them (shared/default-menus.ts until then). */
  menus: Menus
}

export type SocialProfile = 'linkedin' | 'x' | 'github'

export interface PostalAddress {
  street: string
  city: string
  region: string
  postalCode: string
  country: string
}

export const COMPANY_NAME = 'Crestline Consulting'
export const TAGLINE = 'Crafting Solutions, Transforming Futures'

/** The company's address until staff save Site settings (the spec's texts). */
export const COMPANY_ADDRESS: PostalAddress = {
  street: '',
  city: 'Deerfield',
  region: 'IL',
  postalCode: '60015',
  country: 'United States',
}

/** Where the company is, as the footer and the contact page name it: 'Deerfield, IL'. */
export const placeText = (address: PostalAddress) => [address.city, address.region].filter(Boolean).join(', ')

/** The whole address on one line: 'Deerfield, IL 60015, United States'. */
export const addressLine = (address: PostalAddress) =>
  [address.street, [placeText(address), address.postalCode].filter(Boolean).join(' '), address.country]
    .filter(Boolean)
    .join(', ')
