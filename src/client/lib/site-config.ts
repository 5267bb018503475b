import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/site-config'
import { createContext, useContext } from 'react'

// Served pages carry the Worker's configuration as JSON; tests and pages without it get these.
const fallback: SiteConfig = {
  siteUrl: 'http://localhost:5173',
  companyEmail: 'hello@crestline-consulting.example',
  companyPhone: '+1 (847) 555-0142',
  legalEmail: 'legal@crestline-consulting.example',
  privacyEmail: 'privacy@crestline-consulting.example',
  chatWidgetUrl: '',
  chatWidgetCode: '',
}

let cached: SiteConfig | undefined

/** The configuration embedded in the page (read once), or the fallback. */
export function siteConfig(): SiteConfig {
  if (cached) return cached
  const element = typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID)
  cached = element?.textContent
    ? { ...fallback, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) }
    : fallback
  return cached
}

/** The Worker's server render has no page to read, so it provides its configuration here. */
export const SiteConfigContext = createContext<SiteConfig | undefined>(undefined)

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext) ?? siteConfig()
}
