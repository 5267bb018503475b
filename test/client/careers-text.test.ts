import { describe, expect, it } from 'vitest'
import { parseCareersSearch } from '@/site/careers/careers-search'
import { jobDescriptionHtml } from '@/site/careers/job-description-html'
import { applicationsClosed, salaryText } from '@/site/careers/opening-facts'

// What the careers pages compute from an opening's fields; texts pinned as literals.

const salary = (salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null) =>
  salaryText({ salaryMin, salaryMax, salaryCurrency } as Parameters<typeof salaryText>[0])

describe('the salary line', () => {
  it('is the yearly range in its currency, or what is given of it', () => {
    expect(salary(60000, 75000, 'EUR')).toBe('€60,000 – €75,000 a year')
    expect(salary(55000, null, 'GBP')).toBe('From £55,000 a year')
    expect(salary(null, 90000, 'USD')).toBe('Up to $90,000 a year')
    // The currency code and the amount are kept together by a no-break space.
    expect(salary(120000, 120000, 'CHF')).toBe('CHF\u00a0120,000 a year')
  })

  it('is absent without an amount or a currency', () => {
    expect(salary(null, null, 'EUR')).toBeNull()
    expect(salary(60000, 75000, null)).toBeNull()
  })
})

describe('whether an opening takes applications', () => {
  it('does until the end of its apply-by day in UTC, judged when it was read', () => {
    expect(applicationsClosed('2026-03-31', '2026-03-31T23:59:59.000Z')).toBe(false)
    expect(applicationsClosed('2026-03-31', '2026-04-01T00:00:00.000Z')).toBe(true)
    expect(applicationsClosed('2026-03-31', '2026-01-01T12:00:00.000Z')).toBe(false)
  })
})

describe('the careers address', () => {
  it('keeps a department and a location, trimmed, and drops what is no single short text', () => {
    expect(
      parseCareersSearch({ department: ' Data & Analytics ', location: 'Berlin', utm_source: 'x' }),
    ).toEqual({
      department: 'Data & Analytics',
      location: 'Berlin',
      utm_source: 'x',
    })
    expect(parseCareersSearch({ department: ['A', 'B'], location: 'x'.repeat(201) })).toEqual({
      department: undefined,
      location: undefined,
    })
    expect(parseCareersSearch({ department: '  ' })).toEqual({ department: undefined, location: undefined })
  })
})

describe("the JobPosting's description", () => {
  it('is the summary, the Markdown as plain HTML, then the responsibilities and requirements, all escaped', () => {
    const html = jobDescriptionHtml({
      description: 'Build <data> platforms & teams.',
      content:
        'First line\nsecond **strong** line with `code` and [a link](https://example.com).\n\n## How we work\n- One\n- Two\n\n1. First\n2. Second\n<script>alert(1)</script>',
      responsibilities: 'Design pipelines\n\n  Coach teams  ',
      requirements: 'SQL',
    })
    expect(html).toBe(
      [
        '<p>Build &#60;data&#62; platforms &#38; teams.</p>',
        '<p>First line<br>second <strong>strong</strong> line with <code>code</code> and a link.</p>',
        '<h3>How we work</h3>',
        '<ul><li>One</li><li>Two</li></ul>',
        '<ol><li>First</li><li>Second</li></ol>',
        '<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>',
        '<h3>Responsibilities</h3><ul><li>Design pipelines</li><li>Coach teams</li></ul>',
        '<h3>Requirements</h3><ul><li>SQL</li></ul>',
      ].join(''),
    )
  })
})
