import { COMPANY_ADDRESS, COMPANY_NAME, type SiteConfig } from '@shared/site-config'
import { createContext, useContext } from 'react'

// The Worker's configuration reaches the app through its render (and the page's JSON); the
// defaults are the local ones of wrangler.toml, for components rendered on their own. They have no
// menu links: the app always has the served menus, and the public pages' first download is kept
// free of a second copy of them (shared/default-menus.ts, which the Worker serves until staff save).
const localDefaults: SiteConfig = {
  siteUrl: 'http://localhost:5173',
  companyName: COMPANY_NAME,
  companyEmail: 'hello@crestline-consulting.example',
  companyPhone: '+1 (847) 555-0142',
  legalEmail: 'legal@crestline-consulting.example',
  privacyEmail: 'privacy@crestline-consulting.example',
  address: COMPANY_ADDRESS,
  chatWidgetUrl: '',
  chatWidgetCode: '',
  socialProfiles: { linkedin: '', x: '', github: '' },
  defaultSocialImage: '',
  year: new Date().getFullYear(),
  menus: { header: { items: [], button: { label: '', href: '/' } }, footer: { columns: [] } },
}

export const SiteConfigContext = createContext<SiteConfig>(localDefaults)

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext)
