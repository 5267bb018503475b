// The demo landing page: a campaign page built from blocks at /lp/<slug>, so a new
// site shows marketing what one looks like. Its document follows shared/schemas/page-blocks.ts
// (test/scripts/seed.test.ts checks it against the schema).

interface SeedLandingPage {
  path: string
  title: string
  description: string
  document: { blocks: Record<string, unknown>[] }
}

export const seedLandingPages: SeedLandingPage[] = [
  {
    path: '/lp/data-assessment',
    title: 'Two-Week Data Assessment',
    description:
      'A fixed-price, two-week assessment of your data platform: what to keep, what to fix first, and a costed plan.',
    document: {
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          eyebrow: 'Spring offer · Data & Analytics',
          heading: 'Know where your data stands in two weeks',
          blurb:
            'Our consultants review your pipelines, warehouse and reports, interview the people who use them, and hand you a costed plan. Fixed price, no commitment beyond it.',
          buttons: [{ label: 'Book Your Assessment', href: '/contact', variant: 'primary' }],
          stats: [
            { value: '2 weeks', label: 'From kickoff to plan' },
            { value: '40+', label: 'Platforms assessed' },
          ],
        },
        {
          id: 'what-you-get',
          type: 'value-cards',
          heading: 'What You Get',
          intro: 'Three deliverables your team keeps, whether or not we work together afterwards.',
          cards: [
            {
              title: 'Platform Review',
              description:
                'An inventory of sources, pipelines and reports, with what each costs and who relies on it.',
              icon: 'chart-column',
            },
            {
              title: 'Risk Register',
              description: 'The data-quality, security and cost risks we found, ranked by impact and effort.',
              icon: 'shield-check',
            },
            {
              title: 'Costed Roadmap',
              description: 'A plan for the next two quarters, with estimates your finance team can check.',
              icon: 'target',
            },
          ],
          columns: 'three',
          background: 'tinted',
        },
        {
          id: 'how-it-works',
          type: 'process-steps',
          heading: 'How It Works',
          steps: [
            { title: 'Kickoff', description: 'A two-hour session to agree on scope, access and interviews.' },
            { title: 'Review', description: 'Eight days of hands-on review of your platform and its use.' },
            { title: 'Plan', description: 'A readout with your leadership and the written plan to keep.' },
          ],
          background: 'plain',
        },
        {
          id: 'closing',
          type: 'call-to-action',
          heading: 'Ready to see your data clearly?',
          text: 'Tell us about your platform and a consultant will reply within one business day.',
          buttonLabel: 'Book Your Assessment',
        },
      ],
    },
  },
]
