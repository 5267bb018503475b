import { leadStatusText } from '@shared/lead-status-text'
import { crmMessages } from '@shared/messages'
import { downloadListText } from '@shared/whitepaper-download-messages'
import { useQuery } from '@tanstack/react-query'
import { ListSection } from '@/staff/shared/list-section'
import { CameFrom, Fact, PersonRecords } from '@/staff/shared/person-records'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { downloadRequestsExportHref, downloadRequestsQueryOptions } from './download-queries'
import { CsvExportLink, NoSearchMatches } from './enquiry-search'

const WHAT = 'download requests'

/**
 * Whitepaper download requests as stored in D1, each with what became of its lead; with `q`,
 * those that contain it.
 */
export function DownloadRequestList({ q }: { q: string | undefined }) {
  const { items: requests, section } = useStaffList(
    useQuery(downloadRequestsQueryOptions(q)),
    downloadListText.fetchFailed,
  )
  return (
    <ListSection
      title={downloadListText.heading}
      actions={<CsvExportLink href={downloadRequestsExportHref(q)} what={WHAT} q={q} />}
      {...section}
    >
      {q && requests.length === 0 ? (
        <NoSearchMatches what={WHAT} q={q} />
      ) : (
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
      )}
    </ListSection>
  )
}
