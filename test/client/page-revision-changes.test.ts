import { describe, expect, it } from 'vitest'
import { revisionChanges } from '@/staff/content/history/revision-changes'

// A page's history: its blocks compared as lines a person reads, not as JSON.

const version = (heading: string) => ({
  title: 'Home',
  content: JSON.stringify({
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        heading,
        blurb: 'We build data platforms.',
        buttons: [{ label: 'Explore Services', href: '/services', variant: 'primary' }],
        stats: [],
      },
    ],
  }),
})

describe("a page's history", () => {
  it('shows what changed in its blocks, block by block and field by field', () => {
    const [change] = revisionChanges(version('Crafting Solutions'), version('Building Futures'), {
      content: 'Blocks',
    })
    expect(change?.label).toBe('Blocks')
    expect(change?.long).toBe(true)
    expect(change?.before).toBe(
      [
        'Hero (hero)',
        '  heading: Crafting Solutions',
        '  blurb: We build data platforms.',
        '  buttons:',
        '    -',
        '      label: Explore Services',
        '      href: /services',
        '      variant: primary',
        '  stats:',
      ].join('\n'),
    )
    expect(change?.after).toContain('  heading: Building Futures')
  })
})
