import { defaultMenus } from '@shared/default-menus'
import { COMPANY_ADDRESS, COMPANY_NAME, type SiteConfig } from '@shared/site-config'
import { createContext, useContext } from 'react'

// The Worker's configuration reaches the app through its render (and the page's JSON); the
// defaults are the local ones of wrangler.toml, for components rendered on their own.
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
  menus: defaultMenus,
}

export const SiteConfigContext = createContext<SiteConfig>(localDefaults)

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext)
