import { exportHeadings as h } from '../../shared/enquiry-export-text'
import { FROM_PAGE_LABEL, fromPageText } from '../../shared/from-page'
import { leadStatusText } from '../../shared/lead-status-text'
import { serviceName } from '../../shared/service-name'
import type { DownloadRequest, Enquiry, LeadDeliveryStatus } from '../../shared/types'
import { attributionLines, CAME_FROM_LABEL } from '../../shared/visit-attribution'
import { type CsvColumn, toCsv } from '../lib/csv'

// The Enquiries section's lists as CSV files: what the list shows, a column each, in its order.

type EnquiryWithLead = Enquiry & { lead: LeadDeliveryStatus | null }

/** The columns every record starts with: when, who. */
const PERSON: CsvColumn<Enquiry | DownloadRequest>[] = [
  { heading: h.received, value: (row) => row.createdAt },
  { heading: h.firstName, value: (row) => row.firstName },
  { heading: h.lastName, value: (row) => row.lastName },
  { heading: h.email, value: (row) => row.email },
]
const cameFrom: CsvColumn<Enquiry | DownloadRequest> = {
  heading: CAME_FROM_LABEL,
  value: (row) => attributionLines(row.attribution).join('\n'),
}
const crmLead: CsvColumn<{ lead: LeadDeliveryStatus | null }> = {
  heading: h.crmLead,
  value: (row) => leadStatusText(row.lead),
}

const ENQUIRY_COLUMNS: CsvColumn<EnquiryWithLead>[] = [
  ...PERSON,
  { heading: h.phone, value: (row) => row.phone },
  { heading: h.company, value: (row) => row.company },
  { heading: h.service, value: (row) => row.service && serviceName(row.service) },
  { heading: h.message, value: (row) => row.message },
  { heading: h.newsletter, value: (row) => (row.newsletter ? 'Yes' : 'No') },
  { heading: FROM_PAGE_LABEL, value: (row) => (row.fromPage ? fromPageText(row.fromPage) : '') },
  cameFrom,
  crmLead,
]

const DOWNLOAD_COLUMNS: CsvColumn<DownloadRequest>[] = [
  ...PERSON,
  { heading: h.company, value: (row) => row.company },
  { heading: h.jobTitle, value: (row) => row.jobTitle },
  { heading: h.whitepaper, value: (row) => row.whitepaperTitle },
  cameFrom,
  crmLead,
]

export const enquiriesCsv = (rows: readonly EnquiryWithLead[]) => toCsv(ENQUIRY_COLUMNS, rows)
export const downloadRequestsCsv = (rows: readonly DownloadRequest[]) => toCsv(DOWNLOAD_COLUMNS, rows)
