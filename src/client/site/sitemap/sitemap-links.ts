import type { Hero } from '@/content/copy-types'

export const sitemapHero: Hero = {
  heading: 'Sitemap',
  blurb: 'Every page of the Crestline Consulting website in one place.',
}

// docs/product.md section 2, Sitemap: three groups; the service links point at /services sections.
// The page adds to the first any other page of this site the menus link (sitemap-page.tsx).
export const sitemapGroups = [
  {
    heading: 'Main Pages',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Insights', href: '/insights' },
      { label: 'Whitepapers', href: '/whitepapers' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'Data & Analytics', href: '/services#data-analytics' },
      { label: 'Artificial Intelligence', href: '/services#ai' },
      { label: 'QA Automation', href: '/services#qa-automation' },
      { label: 'Process Consulting', href: '/services#process-consulting' },
      { label: 'Platform Engineering', href: '/services#platform-engineering' },
      { label: 'SMB Enablement', href: '/services#smb-enablement' },
    ],
  },
  {
    heading: 'Legal & Policies',
    links: [
      { label: 'Privacy Notice', href: '/privacy-notice' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Terms of Use', href: '/terms-of-use' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
] as const
