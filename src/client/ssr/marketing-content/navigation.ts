// Link tables of the shared layout (SPEC.md section 2). Hrefs are literal paths so the layout
// does not depend on any page module.

export const serviceMenuLinks = [
  { label: 'AI / ML', href: '/services/artificial-intelligence' },
  { label: 'Data Analytics', href: '/services/data-analytics' },
  { label: 'Digital Quality Assurance', href: '/services/qa-automation' },
  { label: 'Program / Process Consulting', href: '/services/process-consulting' },
  { label: 'SMB Enablement', href: '/services/smb-enablement' },
  { label: 'Staff Augmentation', href: '/services/staff-augmentation' },
] as const

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
      { label: 'Sitemap', href: '/sitemap' },
      { label: 'Privacy Notice', href: '/privacy-notice' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Terms of Use', href: '/terms-of-use' },
    ],
  },
] as const

// Placeholders until the company's profiles and careers page exist (SPEC.md section 2).
export const socialLinks = [
  { label: 'LinkedIn', href: '#' },
  { label: 'X (Twitter)', href: '#' },
  { label: 'GitHub', href: '#' },
] as const
export const careersLink = { label: 'Careers', href: '#' } as const

export const footerBlurb =
  'Technology and business consulting for data, AI, quality engineering, platforms and growth.'
