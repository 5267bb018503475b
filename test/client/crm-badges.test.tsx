import type { CrmLead } from '@shared/types'
import { describe, expect, it } from 'vitest'
import { formatLeadDate, leadName } from '@/staff/crm/format-lead'
import {
  LEAD_SOURCE_COLOURS,
  LEAD_STATUS_COLOURS,
  leadSourceColour,
  leadSourceKind,
  leadStatusColour,
  leadTotals,
  NEUTRAL_BADGE,
} from '@/staff/crm/lead-badges'

describe('lead badge colours (docs/product.md section 4)', () => {
  it.each([
    ['Contacted', 'bg-blue-100 text-blue-800'],
    ['Qualified', 'bg-green-100 text-green-800'],
    ['Not Contacted', 'bg-yellow-100 text-yellow-800'],
    ['Attempted to Contact', 'bg-orange-100 text-orange-800'],
    ['Contact in Future', 'bg-purple-100 text-purple-800'],
    ['Not Qualified', 'bg-red-100 text-red-800'],
  ])('status %s has its own colour', (status, colour) => {
    expect(leadStatusColour(status)).toBe(colour)
    expect(leadStatusColour(status.toUpperCase())).toBe(colour)
  })

  it('gives every named status a distinct colour and unknown statuses the neutral one', () => {
    expect(new Set(Object.values(LEAD_STATUS_COLOURS)).size).toBe(6)
    expect(Object.values(LEAD_STATUS_COLOURS)).not.toContain(NEUTRAL_BADGE)
    for (const status of ['Pre-Qualified', 'Junk Lead', '-None-', null])
      expect(leadStatusColour(status)).toBe(NEUTRAL_BADGE)
  })

  it.each([
    ['Website', 'website'],
    ['Website Contact Form', 'website'],
    ['Contact Form', 'website'],
    ['Employee Referral', 'referral'],
    ['External Referral', 'referral'],
    ['X (Twitter)', 'social'],
    ['Facebook', 'social'],
    ['Social Media', 'social'],
    ['Trade Show', 'other'],
    [null, 'other'],
  ] as const)('source %s is %s', (source, kind) => {
    expect(leadSourceKind(source)).toBe(kind)
    expect(leadSourceColour(source)).toBe(LEAD_SOURCE_COLOURS[kind])
  })

  it('keeps source colours distinct, with other sources neutral', () => {
    expect(LEAD_SOURCE_COLOURS.other).toBe(NEUTRAL_BADGE)
    expect(new Set(Object.values(LEAD_SOURCE_COLOURS)).size).toBe(4)
  })
})

describe('lead totals and formatting', () => {
  const lead = (status: string | null, source: string | null) =>
    ({ id: '1', Lead_Status: status, Lead_Source: source }) as CrmLead

  it('counts total, qualified and from-website leads', () => {
    const leads = [
      lead('Qualified', 'Website'),
      lead('qualified', 'Trade Show'),
      lead('Pre-Qualified', 'Contact Form'),
      lead(null, null),
    ]
    expect(leadTotals(leads)).toEqual({ total: 4, qualified: 2, fromWebsite: 2 })
  })

  it('formats the created date as MMM dd, yyyy and tolerates missing values', () => {
    expect(formatLeadDate('2026-01-07T12:00:00+00:00')).toBe('Jan 07, 2026')
    expect(formatLeadDate(null)).toBeNull()
    expect(formatLeadDate('not a date')).toBeNull()
  })

  it('names a lead by first and last name, else e-mail, else id', () => {
    expect(leadName({ id: '9', First_Name: 'Ann', Last_Name: 'Lee', Email: 'a@x.io' } as CrmLead)).toBe(
      'Ann Lee',
    )
    expect(leadName({ id: '9', First_Name: null, Last_Name: null, Email: 'a@x.io' } as CrmLead)).toBe(
      'a@x.io',
    )
    expect(leadName({ id: '9', First_Name: null, Last_Name: null, Email: null } as CrmLead)).toBe('9')
  })
})
