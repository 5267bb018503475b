import { defaultMenus } from '@shared/default-menus'
import { describe, expect, it } from 'vitest'
import { sitemapGroups } from '@/site/sitemap/sitemap-links'

// The copy kept in code against docs/product.md section 2, to the letter: labels, counts and link targets.
// The site's own pages (home, about, services and the service pages) are stored documents of blocks:
// their copy is pinned on what the Worker serves, in test/worker/site-page-copy.test.ts (which also
// checks that /services has a section at each anchor the sitemap links to); the legal pages too, in
// test/worker/legal-pages.test.ts.

describe('navigation copy', () => {
  it('lists the six service entries and the primary links of the spec', () => {
    const [services, ...primaryLinks] = defaultMenus.header.items
    expect(services?.label).toBe('Services')
    expect(services?.children.map((link) => [link.label, link.href])).toEqual([
      ['AI / ML', '/services/artificial-intelligence'],
      ['Data Analytics', '/services/data-analytics'],
      ['Digital Quality Assurance', '/services/qa-automation'],
      ['Program / Process Consulting', '/services/process-consulting'],
      ['SMB Enablement', '/services/smb-enablement'],
      ['Staff Augmentation', '/services/staff-augmentation'],
    ])
    expect(primaryLinks.map((link) => [link.label, link.href, link.children])).toEqual([
      ['Insights', '/insights', []],
      ['Case Studies', '/case-studies', []],
      ['About Us', '/about', []],
    ])
    expect(defaultMenus.header.button).toEqual({ label: "Let's Connect", href: '/contact' })
  })
})

describe('sitemap copy', () => {
  it('lists the spec links in three groups', () => {
    expect(sitemapGroups.map((group) => [group.heading, group.links.map((link) => link.href)])).toEqual([
      [
        'Main Pages',
        ['/', '/about', '/services', '/case-studies', '/insights', '/whitepapers', '/careers', '/contact'],
      ],
      [
        'Services',
        [
          '/services#data-analytics',
          '/services#ai',
          '/services#qa-automation',
          '/services#process-consulting',
          '/services#platform-engineering',
          '/services#smb-enablement',
        ],
      ],
      ['Legal & Policies', ['/privacy-notice', '/cookie-policy', '/terms-of-use', '/sitemap']],
    ])
  })
})
