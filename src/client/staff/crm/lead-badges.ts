import type { CrmLead } from '@shared/types'

// docs/product.md section 4 names which statuses and sources get a colour; the colours are ours.
export const NEUTRAL_BADGE = 'bg-gray-100 text-gray-800'

export const LEAD_STATUS_COLOURS: Record<string, string> = {
  contacted: 'bg-blue-100 text-blue-800',
  qualified: 'bg-green-100 text-green-800',
  'not contacted': 'bg-yellow-100 text-yellow-800',
  'attempted to contact': 'bg-orange-100 text-orange-800',
  'contact in future': 'bg-purple-100 text-purple-800',
  'not qualified': 'bg-red-100 text-red-800',
}

export type LeadSourceKind = 'website' | 'referral' | 'social' | 'other'

export const LEAD_SOURCE_COLOURS: Record<LeadSourceKind, string> = {
  website: 'bg-indigo-100 text-indigo-800',
  referral: 'bg-teal-100 text-teal-800',
  social: 'bg-pink-100 text-pink-800',
  other: NEUTRAL_BADGE,
}

export function leadStatusColour(status: string | null): string {
  return LEAD_STATUS_COLOURS[status?.trim().toLowerCase() ?? ''] ?? NEUTRAL_BADGE
}

/** Website and contact form, referral, social media; anything else is 'other'. */
export function leadSourceKind(source: string | null): LeadSourceKind {
  const value = source?.toLowerCase() ?? ''
  if (value.includes('website') || value.includes('contact form')) return 'website'
  if (value.includes('referral')) return 'referral'
  if (/social|twitter|facebook|linkedin|instagram|youtube/.test(value)) return 'social'
  return 'other'
}

export function leadSourceColour(source: string | null): string {
  return LEAD_SOURCE_COLOURS[leadSourceKind(source)]
}

export interface LeadTotals {
  total: number
  qualified: number
  fromWebsite: number
}

export function leadTotals(leads: CrmLead[]): LeadTotals {
  return {
    total: leads.length,
    qualified: leads.filter((lead) => lead.Lead_Status?.trim().toLowerCase() === 'qualified').length,
    fromWebsite: leads.filter((lead) => leadSourceKind(lead.Lead_Source) === 'website').length,
  }
}
