import { adminMessages, crmMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { enquiriesQueryOptions } from '../api/content-queries'
import { leadStatusText } from '../lead-status-text'
import { useStaffList } from '../use-staff-list'
import { DownloadRequestList } from './download-request-list'
import { ListSection } from './list-section'
import { NewsletterSubscriptionList } from './newsletter-subscription-list'
import { CameFrom, Fact, PersonRecords } from './person-records'

/** The Enquiries tab: contact submissions, then whitepaper download requests. */
export function EnquiryList() {
  return (
    <div className="grid gap-12">
      <ContactEnquiryList />
      <DownloadRequestList />
      <NewsletterSubscriptionList />
    </div>
  )
}

/** Contact submissions as stored in D1, so none is missed when the CRM is down or unconfigured. */
function ContactEnquiryList() {
  const { items: enquiries, section } = useStaffList(
    useQuery(enquiriesQueryOptions()),
    adminMessages.enquiriesFetchFailed,
  )
  return (
    <ListSection title="Enquiries" {...section}>
      <PersonRecords
        items={enquiries}
        empty={adminMessages.noEnquiries}
        testId="enquiry"
        facts={(enquiry) => (
          <>
            <Fact label="Phone" value={enquiry.phone} />
            <Fact label="Company" value={enquiry.company} />
            <Fact label="Service" value={enquiry.service} />
            <Fact label="Newsletter" value={enquiry.newsletter ? 'Yes' : 'No'} />
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
    </ListSection>
  )
}
