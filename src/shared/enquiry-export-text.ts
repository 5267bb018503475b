// Words of the Enquiries section's search and CSV exports: the box, the lists' answers
// to a search, the export links, and the files' column headings.

export const enquirySearchText = {
  searchLabel: 'Search enquiries and download requests',
  placeholder: 'Name, email, company, message or whitepaper',
  /** A list's answer to a search that found nothing. */
  noMatches: (what: string, q: string) => `No ${what} match “${q}”.`,
  clearSearch: 'Clear search',
  exportCsv: 'Export CSV',
  /** The export link's full name: its visible words first, then which list and whether it is narrowed. */
  exportLabel: (what: string, q: string | undefined) =>
    q ? `Export CSV: ${what} that match “${q}”` : `Export CSV: all ${what}`,
} as const

/** The exports' column headings, shared by both files where the column is the same. */
export const exportHeadings = {
  received: 'Received',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  service: 'Service',
  message: 'Message',
  newsletter: 'Newsletter',
  jobTitle: 'Job title',
  whitepaper: 'Whitepaper',
  crmLead: 'CRM lead',
} as const
