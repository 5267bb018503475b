import { FROM_PAGE_LABEL, type FromPage, fromPageText } from '@shared/from-page'
import { leadStatusText } from '@shared/lead-status-text'
import { adminMessages, crmMessages } from '@shared/messages'
import { isSitePath } from '@shared/schemas/site-path'
import { serviceName } from '@shared/service-name'
import { useQuery } from '@tanstack/react-query'
import { enquiriesExportHref, enquiriesQueryOptions } from '@/staff/shared/hashtag-queries'
import { ListSection } from '@/staff/shared/list-section'
import { CameFrom, Fact, PersonRecords } from '@/staff/shared/person-records'
import { useListSearch } from '@/staff/shared/use-list-search'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { DownloadRequestList } from './download-request-list'
import { CsvExportLink, EnquirySearch, NoSearchMatches } from './enquiry-search'
import { NewsletterSubscriptionList } from './newsletter-subscription-list'

/**
 * The Enquiries tab: a search (the address's `q`) over contact submissions and whitepaper download
 * requests, those two lists with their CSV exports, then newsletter requests.
 */
export function EnquiryList() {
  const { q } = useListSearch().search
  return (
    <div className="grid gap-12">
      <EnquirySearch />
      <ContactEnquiryList q={q} />
      <DownloadRequestList q={q} />
      <NewsletterSubscriptionList />
    </div>
  )
}

const WHAT = 'enquiries'

/** Contact submissions as stored in D1, so none is missed when the CRM is down or unconfigured. */
function ContactEnquiryList({ q }: { q: string | undefined }) {
  const { items: enquiries, section } = useStaffList(
    useQuery(enquiriesQueryOptions(q)),
    adminMessages.enquiriesFetchFailed,
  )
  return (
    <ListSection
      title="Enquiries"
      actions={<CsvExportLink href={enquiriesExportHref(q)} what={WHAT} q={q} />}
      {...section}
    >
      {q && enquiries.length === 0 ? (
        <NoSearchMatches what={WHAT} q={q} />
      ) : (
        <PersonRecords
          items={enquiries}
          empty={adminMessages.noEnquiries}
          testId="enquiry"
          facts={(enquiry) => (
            <>
              <Fact label="Phone" value={enquiry.phone} />
              <Fact label="Company" value={enquiry.company} />
              <Fact label="Service" value={enquiry.service && serviceName(enquiry.service)} />
              <Fact label="Newsletter" value={enquiry.newsletter ? 'Yes' : 'No'} />
              <Fact
                label={FROM_PAGE_LABEL}
                value={enquiry.fromPage && <FromPageLink page={enquiry.fromPage} />}
                testId="enquiry-from-page"
              />
              <CameFrom attribution={enquiry.attribution} testId="enquiry-came-from" />
              <Fact
                label={crmMessages.enquiryLeadLabel}
                value={leadStatusText(enquiry.lead)}
                testId="enquiry-lead"
              />
            </>
          )}
          below={(enquiry) => <p className="mt-3 whitespace-pre-line text-sm">{enquiry.message}</p>}
        />
      )}
    </ListSection>
  )
}

/**
 * A link only to a page of this site. The Worker already lists no other, but a staff member's click
 * must not depend on that alone: shown as text otherwise.
 */
function FromPageLink({ page }: { page: FromPage }) {
  if (!isSitePath(page.path)) return fromPageText(page)
  return (
    <a href={page.path} className="underline underline-offset-4">
      {fromPageText(page)}
    </a>
  )
}
