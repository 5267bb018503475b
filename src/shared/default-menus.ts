import type { Menus } from './schemas/menus'

// The menus a page shows until staff save their own (and whenever what is stored fails the
// schema): docs/product.md section 2's links and labels. Plain data, no schema, so the public
// app can carry it for components rendered on their own.

export const defaultMenus: Menus = {
  header: {
    items: [
      {
        label: 'Services',
        href: '/services',
        children: [
          { label: 'AI / ML', href: '/services/artificial-intelligence' },
          { label: 'Data Analytics', href: '/services/data-analytics' },
          { label: 'Digital Quality Assurance', href: '/services/qa-automation' },
          { label: 'Program / Process Consulting', href: '/services/process-consulting' },
          { label: 'SMB Enablement', href: '/services/smb-enablement' },
          { label: 'Staff Augmentation', href: '/services/staff-augmentation' },
        ],
      },
      { label: 'Insights', href: '/insights', children: [] },
      { label: 'Case Studies', href: '/case-studies', children: [] },
      { label: 'About Us', href: '/about', children: [] },
    ],
    button: { label: "Let's Connect", href: '/contact' },
  },
  footer: {
    columns: [
      {
        heading: 'Company',
        links: [
          { label: 'Services', href: '/services' },
          { label: 'About Us', href: '/about' },
          { label: 'Case Studies', href: '/case-studies' },
          { label: 'Insights', href: '/insights' },
          { label: 'Careers', href: '/careers' },
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
    ],
  },
}
