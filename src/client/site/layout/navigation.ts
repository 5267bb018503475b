import type { ServiceSlug } from '@shared/routes'
import type { SocialProfile } from '@shared/site-config'

// Link tables of the shared layout (docs/product.md section 2).

export const serviceMenuLinks: readonly { label: string; slug: ServiceSlug }[] = [
  { label: 'AI / ML', slug: 'artificial-intelligence' },
  { label: 'Data Analytics', slug: 'data-analytics' },
  { label: 'Digital Quality Assurance', slug: 'qa-automation' },
  { label: 'Program / Process Consulting', slug: 'process-consulting' },
  { label: 'SMB Enablement', slug: 'smb-enablement' },
  { label: 'Staff Augmentation', slug: 'staff-augmentation' },
]

export const servicesMenuLabel = 'Services'
export const servicesMenuPath = '/services'

export const primaryLinks = [
  { label: 'Insights', href: '/insights' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
] as const

export const connectLink = { label: "Let's Connect", href: '/contact' } as const

export const footerColumns = [
  {
    heading: 'Company',
    links: [
      { label: 'Services', href: '/services' },
      { label: 'About Us', href: '/about' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Insights', href: '/insights' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Whitepapers', href: '/whitepapers' },
      { label: 'Sitemap', href: '/sitemap' },
      { label: 'Privacy Notice', href: '/privacy-notice' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Terms of Use', href: '/terms-of-use' },
    ],
  },
] as const

// The company's profiles, each linked once its address is configured (SOCIAL_…_URL, siteConfig).
export const socialLinks = [
  { label: 'LinkedIn', profile: 'linkedin' },
  { label: 'X (Twitter)', profile: 'x' },
  { label: 'GitHub', profile: 'github' },
] as const satisfies readonly { label: string; profile: SocialProfile }[]
// docs/product.md section 2's placeholder Careers link, now the careers page.
export const careersLink = { label: 'Careers', href: '/careers' } as const

export const footerBlurb =
  'Technology and business consulting for data, AI, quality engineering, platforms and growth.'
