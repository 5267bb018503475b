import { adminMessages, crmMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { enquiriesQueryOptions } from '../api/content-queries'
import { leadStatusText } from '../lead-status-text'
import { useStaffList } from '../use-staff-list'
import { DownloadRequestList } from './download-request-list'
import { ListSection } from './list-section'

/** The Enquiries tab: contact submissions, then whitepaper download requests. */
export function EnquiryList() {
  return (
    <div className="grid gap-12">
      <ContactEnquiryList />
      <DownloadRequestList />
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
      {enquiries.length === 0 ? (
        <p className="text-muted-foreground">{adminMessages.noEnquiries}</p>
      ) : (
        <ul className="grid gap-4">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="rounded-lg border p-4" data-testid="enquiry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {enquiry.firstName} {enquiry.lastName}
                </h3>
                <time dateTime={enquiry.createdAt} className="text-sm text-muted-foreground">
                  {new Date(enquiry.createdAt).toLocaleString()}
                </time>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium">Email</dt>
                <dd>
                  <a className="underline" href={`mailto:${enquiry.email}`}>
                    {enquiry.email}
                  </a>
                </dd>
                {enquiry.phone && (
                  <>
                    <dt className="font-medium">Phone</dt>
                    <dd>{enquiry.phone}</dd>
                  </>
                )}
                {enquiry.company && (
                  <>
                    <dt className="font-medium">Company</dt>
                    <dd>{enquiry.company}</dd>
                  </>
                )}
                {enquiry.service && (
                  <>
                    <dt className="font-medium">Service</dt>
                    <dd>{enquiry.service}</dd>
                  </>
                )}
                <dt className="font-medium">Newsletter</dt>
                <dd>{enquiry.newsletter ? 'Yes' : 'No'}</dd>
                <dt className="font-medium">{crmMessages.enquiryLeadLabel}</dt>
                <dd data-testid="enquiry-lead">{leadStatusText(enquiry.lead)}</dd>
              </dl>
              <p className="mt-3 whitespace-pre-line text-sm">{enquiry.message}</p>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  )
}
