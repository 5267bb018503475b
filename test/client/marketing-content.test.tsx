import { SERVICE_SLUGS } from '@shared/routes'
import { describe, expect, it } from 'vitest'
import { apartCards, purposeCards } from '@/ssr/marketing-content/about'
import { homeButtons, serviceCards, valueCards } from '@/ssr/marketing-content/home'
import { cookiePolicy, privacyNotice, termsOfUse } from '@/ssr/marketing-content/legal'
import { connectLink, primaryLinks, serviceMenuLinks } from '@/ssr/marketing-content/navigation'
import { servicePages } from '@/ssr/marketing-content/service-pages'
import { overviewSections, servicesHero } from '@/ssr/marketing-content/services-overview'
import { sitemapGroups } from '@/ssr/marketing-content/sitemap-page'

// The page copy against SPEC.md section 2, to the letter: labels, counts and link targets.

const titles = (items: { title: string }[]) => items.map((item) => item.title)

describe('navigation copy', () => {
  it('lists the six service entries and the primary links of the spec', () => {
    expect(serviceMenuLinks.map((link) => [link.label, `/services/${link.slug}`])).toEqual([
      ['AI / ML', '/services/artificial-intelligence'],
      ['Data Analytics', '/services/data-analytics'],
      ['Digital Quality Assurance', '/services/qa-automation'],
      ['Program / Process Consulting', '/services/process-consulting'],
      ['SMB Enablement', '/services/smb-enablement'],
      ['Staff Augmentation', '/services/staff-augmentation'],
    ])
    expect(primaryLinks.map((link) => [link.label, link.href])).toEqual([
      ['Insights', '/insights'],
      ['Case Studies', '/case-studies'],
      ['About Us', '/about'],
    ])
    expect(connectLink).toEqual({ label: "Let's Connect", href: '/contact' })
  })
})

describe('home and about copy', () => {
  it('has the three value cards, six service cards and the spec buttons', () => {
    expect(titles(valueCards)).toEqual(['Innovation Excellence', 'Measurable Results', 'True Partnership'])
    expect(serviceCards.map((card) => [card.title, card.slug])).toEqual([
      ['Data & Analytics', 'data-analytics'],
      ['Artificial Intelligence', 'artificial-intelligence'],
      ['QA Automation', 'qa-automation'],
      ['Process Consulting', 'process-consulting'],
      ['Platform Engineering', 'platform-engineering'],
      ['SMB Enablement', 'smb-enablement'],
    ])
    for (const card of serviceCards) expect(card.alt).not.toBe('')
    expect(homeButtons).toEqual({
      exploreServices: 'Explore Services',
      viewAllServices: 'View All Services',
      scheduleConsultation: 'Schedule Consultation',
    })
  })

  it('has the Mission, Vision and Purpose cards and six What Sets Us Apart cards', () => {
    expect(titles(purposeCards)).toEqual(['Mission', 'Vision', 'Purpose'])
    expect(titles(apartCards)).toEqual([
      'Precision',
      'Results-Driven',
      'Visionary Thinking',
      'Authentic Partnership',
      'Relentless Innovation',
      'Enterprise + Startup',
    ])
  })
})

describe('services overview copy', () => {
  it('has the seven sections of the table with their links, buttons, cards and three bullets each', () => {
    expect(servicesHero.heading).toBe('Our Services')
    expect(
      overviewSections.map((section) => [
        section.id,
        section.heading,
        `/services/${section.slug}`,
        section.button,
        titles(section.cards),
      ]),
    ).toEqual([
      [
        'data-analytics',
        'Data & Analytics',
        '/services/data-analytics',
        'Explore Data Analytics',
        ['Data Strategy', 'Data Engineering', 'Business Intelligence', 'Advanced Analytics'],
      ],
      [
        'ai',
        'Artificial Intelligence & Automation',
        '/services/artificial-intelligence',
        'Discover AI Solutions',
        ['Machine Learning', 'Natural Language Processing', 'AI Implementation'],
      ],
      [
        'qa-automation',
        'Quality Assurance & Test Automation',
        '/services/qa-automation',
        'Explore QA Automation',
        ['Test Automation', 'Performance Testing', 'Mobile Testing', 'Continuous Testing'],
      ],
      [
        'process-consulting',
        'Process & Program Consulting',
        '/services/process-consulting',
        'Learn About Consulting',
        ['Process Optimization', 'Project Management', 'Digital Transformation', 'Change Management'],
      ],
      [
        'platform-engineering',
        'Platform Engineering',
        '/services/platform-engineering',
        'Build Your Platform',
        ['Cloud-Native Architecture', 'Infrastructure as Code', 'CI/CD Implementation', 'Observability'],
      ],
      [
        'staff-augmentation',
        'Staff Augmentation',
        '/services/staff-augmentation',
        'Find Expert Talent',
        ['Specialized IT Expertise', 'Project-Based Staffing', 'Quality Assurance'],
      ],
      [
        'smb-enablement',
        'SMB & Startup Enablement',
        '/services/smb-enablement',
        'Discover SMB Solutions',
        ['CRM suite deployment', 'CRM & Finance', 'Custom Solutions'],
      ],
    ])
    for (const section of overviewSections)
      for (const card of section.cards) expect(card.bullets).toHaveLength(3)
  })
})

describe('service detail copy', () => {
  it('has a page for every service slug', () => {
    expect(Object.keys(servicePages).sort()).toEqual([...SERVICE_SLUGS].sort())
  })

  it.each([
    ['data-analytics', 'Data Analytics Services', 5, 4, 5],
    ['artificial-intelligence', 'AI & Machine Learning', 5, 4, 5],
    ['qa-automation', 'Digital Quality Assurance', 5, 4, 5],
    ['process-consulting', 'Program & Process Consulting', 5, 5, 5],
    ['smb-enablement', 'SMB & Startup Enablement', 5, 5, 5],
    ['staff-augmentation', 'Staff Augmentation', 4, 5, 6],
    ['platform-engineering', 'Platform Engineering', 6, 5, 5],
  ] as const)(
    '%s: %s with %i services, %i differentiators, %i grid items and 4 stats',
    (slug, heading, services, differentiators, grid) => {
      const page = servicePages[slug]
      expect(page.hero.heading).toBe(heading)
      expect(page.services).toHaveLength(services)
      expect(page.differentiators).toHaveLength(differentiators)
      expect(page.grid.items).toHaveLength(grid)
      expect(page.stats).toHaveLength(4)
    },
  )

  it('uses the button labels, industries and figures the spec names', () => {
    expect(servicePages['process-consulting'].hero.cta).toBe('Transform Your Operations')
    expect(servicePages['smb-enablement'].hero.cta).toBe('Accelerate Your Growth')
    expect(servicePages['staff-augmentation'].hero.cta).toBe('Find Your Talent')
    expect(servicePages['platform-engineering'].hero.cta).toBe('Build Your Platform')
    expect(titles(servicePages['artificial-intelligence'].grid.items)).toEqual([
      'Healthcare',
      'Finance',
      'Manufacturing',
      'Retail',
      'Logistics',
    ])
    expect(titles(servicePages['qa-automation'].grid.items)).toEqual([
      'Automation',
      'Performance',
      'Mobile',
      'API',
      'Cloud Platforms',
    ])
    expect(servicePages['staff-augmentation'].stats).toEqual([
      { value: '1-2 weeks', label: 'Deployment' },
      { value: '40-60%', label: 'Lower hiring cost' },
      { value: '95%', label: 'Satisfaction' },
      { value: '2-3x', label: 'Faster delivery' },
    ])
    for (const item of servicePages['platform-engineering'].grid.items) {
      const count = item.description.replace(/\.$/, '').split(', ').length
      expect(item.badge).toBe(`${count} tools`)
    }
  })
})

describe('sitemap and legal copy', () => {
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
    const overviewIds = overviewSections.map((section) => `/services#${section.id}`)
    for (const link of sitemapGroups[1].links) expect(overviewIds).toContain(link.href)
  })

  it('has the legal sections in the spec order', () => {
    expect(privacyNotice.sections.map((s) => s.heading)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ])
    expect(cookiePolicy.sections).toHaveLength(6)
    expect(cookiePolicy.sections[4]?.paragraphs.join(' ')).toContain('Cookie Settings dialog')
    expect(termsOfUse.sections.map((s) => s.heading)).toEqual([
      'Acceptance of Terms',
      'Use of the Website',
      'Intellectual Property',
      'Description of Services',
      'Disclaimer',
      'Limitation of Liability',
      'Governing Law',
      'Changes to These Terms',
      'Contact Information',
    ])
  })
})
