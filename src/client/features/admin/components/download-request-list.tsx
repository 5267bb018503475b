import { crmMessages } from '@shared/messages'
import { downloadListText } from '@shared/whitepaper-download-messages'
import { useQuery } from '@tanstack/react-query'
import { downloadRequestsQueryOptions } from '../api/download-queries'
import { leadStatusText } from '../lead-status-text'
import { useStaffList } from '../use-staff-list'
import { ListSection } from './list-section'

/** Whitepaper download requests as stored in D1 (issue 11), each with what became of its lead. */
export function DownloadRequestList() {
  const { items: requests, section } = useStaffList(
    useQuery(downloadRequestsQueryOptions()),
    downloadListText.fetchFailed,
  )
  return (
    <ListSection title={downloadListText.heading} {...section}>
      {requests.length === 0 ? (
        <p className="text-muted-foreground">{downloadListText.empty}</p>
      ) : (
        <ul className="grid gap-4">
          {requests.map((request) => (
            <li key={request.id} className="rounded-lg border p-4" data-testid="download-request">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {request.firstName} {request.lastName}
                </h3>
                <time dateTime={request.createdAt} className="text-sm text-muted-foreground">
                  {new Date(request.createdAt).toLocaleString()}
                </time>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium">{downloadListText.whitepaper}</dt>
                <dd>{request.whitepaperTitle}</dd>
                <dt className="font-medium">{downloadListText.email}</dt>
                <dd>
                  <a className="underline" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                </dd>
                <dt className="font-medium">{downloadListText.company}</dt>
                <dd>{request.company}</dd>
                {request.jobTitle && (
                  <>
                    <dt className="font-medium">{downloadListText.jobTitle}</dt>
                    <dd>{request.jobTitle}</dd>
                  </>
                )}
                <dt className="font-medium">{crmMessages.enquiryLeadLabel}</dt>
                <dd data-testid="download-lead">{leadStatusText(request.lead)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  )
}
