/** What the Worker embeds in every page for the browser (see worker/env.ts `publicConfig`). */
export interface SiteConfig {
  siteUrl: string
  companyEmail: string
  companyPhone: string
  legalEmail: string
  privacyEmail: string
  chatWidgetUrl: string
  chatWidgetCode: string
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config'

export const COMPANY_NAME = 'Crestline Consulting'
export const TAGLINE = 'Crafting Solutions, Transforming Futures'
export const COMPANY_LOCATION = 'Deerfield, IL'
