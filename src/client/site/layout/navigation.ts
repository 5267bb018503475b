import type { ServiceSlug } from '@shared/routes'

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

// Placeholders until the company's profiles exist (docs/product.md section 2).
export const socialLinks = [
  { label: 'LinkedIn', href: '#' },
  { label: 'X (Twitter)', href: '#' },
  { label: 'GitHub', href: '#' },
] as const
// docs/product.md section 2's placeholder Careers link, now the careers page.
export const careersLink = { label: 'Careers', href: '/careers' } as const

export const footerBlurb =
  'Technology and business consulting for data, AI, quality engineering, platforms and growth.'
