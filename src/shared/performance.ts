// The staff screen's Performance section: what the consented page visits, the whitepaper
// downloads and the leads of the last 7, 30 or 90 days say about the content. Texts are our copy.

/** The ranges staff choose from, in days. */
export const PERFORMANCE_RANGES = [7, 30, 90] as const
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number]

/** An article, case study or whitepaper page, by its path and its item's title when it still exists. */
export interface ContentPage {
  path: string
  title: string | null
}

/** A lead of the range (an enquiry or a download request) and the pages its visit read before it. */
export interface LeadJourney {
  kind: 'enquiry' | 'download'
  id: number
  name: string
  createdAt: string
  pagesRead: string[]
}

/**
 * A campaign (`utm_source / utm_campaign`): the consented visits opened with it, and the leads
 * (enquiries and download requests) whose visit came with it, first or latest, as stored on the lead.
 */
export interface CampaignFigures {
  campaign: string
  visits: number
  leads: number
}

/** GET /api/performance?days=… */
export interface PerformanceReport {
  days: PerformanceRange
  pages: { path: string; views: number }[]
  articles: (ContentPage & { views: number })[]
  referrers: { host: string; visits: number }[]
  campaigns: CampaignFigures[]
  downloads: { title: string; requests: number }[]
  leads: LeadJourney[]
  /** Articles, case studies and whitepapers by the number of leads whose visit read them. */
  articlesByLeads: (ContentPage & { leads: number })[]
}

export const performanceText = {
  tab: 'Performance',
  heading: 'Content Performance',
  intro: 'From visitors who allowed analytics cookies only.',
  rangeLabel: 'Period',
  range: (days: number) => `Last ${days} days`,
  fetchFailed: 'Failed to load performance figures',
  pages: 'Views per page',
  articles: 'Views per article',
  referrers: 'Top referring sites',
  campaigns: 'Top campaigns',
  downloads: 'Whitepaper download requests',
  articlesByLeads: 'Articles by the leads that read them',
  leads: 'What leads read before they asked',
  page: 'Page',
  views: 'Views',
  site: 'Site',
  visits: 'Visits',
  campaign: 'Campaign (source / name)',
  campaignVisits: 'Visits (consented)',
  campaignsNote:
    'Visits: pages opened with the campaign by visitors who allowed analytics. Leads: enquiries and download requests whose visit came with it (first or latest campaign), as stored on the lead.',
  whitepaper: 'Whitepaper',
  requests: 'Requests',
  leadsCount: 'Leads',
  lead: 'Lead',
  read: 'Pages read before',
  enquiry: 'Enquiry',
  download: 'Download request',
  none: 'Nothing in this period yet.',
  nothingRead: 'No pages recorded',
} as const
