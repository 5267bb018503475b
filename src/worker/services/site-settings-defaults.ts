import type { SiteSettings } from '../../shared/schemas/site-settings'
import { COMPANY_ADDRESS, COMPANY_NAME } from '../../shared/site-config.ts'

// Free of the Worker's types: the seed (scripts/seed.ts) stores these as version 1.

/** The deploy variables the settings start from (wrangler.toml [vars], as readConfig has them). */
export type SettingsVariables = Record<
  | 'COMPANY_EMAIL'
  | 'COMPANY_PHONE'
  | 'LEGAL_EMAIL'
  | 'PRIVACY_EMAIL'
  | 'SOCIAL_LINKEDIN_URL'
  | 'SOCIAL_X_URL'
  | 'SOCIAL_GITHUB_URL',
  string
>

/** The settings until staff save theirs: the deploy variables, and the spec's name and address. */
export function defaultSiteSettings(config: SettingsVariables): SiteSettings {
  return {
    companyName: COMPANY_NAME,
    companyEmail: config.COMPANY_EMAIL,
    companyPhone: config.COMPANY_PHONE,
    legalEmail: config.LEGAL_EMAIL,
    privacyEmail: config.PRIVACY_EMAIL,
    address: { ...COMPANY_ADDRESS },
    socialProfiles: {
      linkedin: config.SOCIAL_LINKEDIN_URL ?? '',
      x: config.SOCIAL_X_URL ?? '',
      github: config.SOCIAL_GITHUB_URL ?? '',
    },
    defaultSocialImage: '',
    chatWidget: true,
  }
}
