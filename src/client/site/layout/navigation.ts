import type { SocialProfile } from '@shared/site-config'

// Link tables of the shared layout (docs/product.md section 2); the header's links and the
// footer's columns are the stored menus (SiteConfig `menus`).

// The company's profiles, each linked once its address is configured (SOCIAL_…_URL, siteConfig).
export const socialLinks = [
  { label: 'LinkedIn', profile: 'linkedin' },
  { label: 'X (Twitter)', profile: 'x' },
  { label: 'GitHub', profile: 'github' },
] as const satisfies readonly { label: string; profile: SocialProfile }[]

export const footerBlurb =
  'Technology and business consulting for data, AI, quality engineering, platforms and growth.'
