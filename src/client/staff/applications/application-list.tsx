import { applicationReviewText as text } from '@shared/application-review-messages'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ListSection } from '@/staff/shared/list-section'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { ApplicationCard } from './application-card'
import { applicationOpeningsQueryOptions, applicationsQueryOptions } from './application-queries'

/** The Applications tab, admins only: applications to every opening or to one, newest first. */
export function ApplicationList() {
  const [openingId, setOpeningId] = useState<number | undefined>(undefined)
  const { items: applications, section } = useStaffList(
    useQuery(applicationsQueryOptions(openingId)),
    text.fetchFailed,
  )
  return (
    <div className="grid gap-6">
      <OpeningChoice value={openingId} onChange={setOpeningId} />
      <ListSection title={text.heading} {...section}>
        {applications.length === 0 ? (
          <p className="text-muted-foreground">{text.empty}</p>
        ) : (
          <ul className="grid gap-4">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} showOpening={openingId === undefined} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
    </div>
  )
}

/** Which opening's applications to show, each with how many it has. */
function OpeningChoice({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (openingId: number | undefined) => void
}) {
  const id = useId()
  const { data: openings = [] } = useQuery(applicationOpeningsQueryOptions())
  const total = openings.reduce((sum, opening) => sum + opening.applications, 0)
  return (
    <div className="grid max-w-md gap-2">
      <Label htmlFor={id}>{text.opening}</Label>
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{text.openingOption(text.allOpenings, total)}</option>
        {openings.map((opening) => (
          <option key={opening.id} value={opening.id}>
            {text.openingOption(opening.title, opening.applications)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
