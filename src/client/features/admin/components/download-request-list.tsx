import { crmMessages } from '@shared/messages'
import { downloadListText } from '@shared/whitepaper-download-messages'
import { useQuery } from '@tanstack/react-query'
import { downloadRequestsQueryOptions } from '../api/download-queries'
import { leadStatusText } from '../lead-status-text'
import { useStaffList } from '../use-staff-list'
import { ListSection } from './list-section'
import { CameFrom, Fact, PersonRecords } from './person-records'

/** Whitepaper download requests as stored in D1, each with what became of its lead. */
export function DownloadRequestList() {
  const { items: requests, section } = useStaffList(
    useQuery(downloadRequestsQueryOptions()),
    downloadListText.fetchFailed,
  )
  return (
    <ListSection title={downloadListText.heading} {...section}>
      <PersonRecords
        items={requests}
        empty={downloadListText.empty}
        testId="download-request"
        facts={(request) => (
          <>
            <Fact label={downloadListText.whitepaper} value={request.whitepaperTitle} />
            <Fact label={downloadListText.company} value={request.company} />
            <Fact label={downloadListText.jobTitle} value={request.jobTitle} />
            <CameFrom attribution={request.attribution} />
            <Fact
              label={crmMessages.enquiryLeadLabel}
              value={leadStatusText(request.lead)}
              testId="download-lead"
            />
          </>
        )}
      />
    </ListSection>
  )
}
