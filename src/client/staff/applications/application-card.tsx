import { applicationReviewText as text } from '@shared/application-review-messages'
import type { StaffApplication } from '@shared/schemas/application-review'
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@shared/schemas/job-application'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { Fact } from '@/staff/shared/person-records'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { Textarea } from '@/ui/textarea'
import { toastError } from '@/ui/use-toast'
import FileDownIcon from '~icons/lucide/file-down'
import { applicationListsKey, openCv, reviewApplication, showSavedApplication } from './application-queries'

/** The server's reason (a 409 says someone else saved first), else the general one. */
const saveFailure = (error: Error) => (error instanceof ApiError && error.serverMessage) || text.saveFailed

const kilobytes = (bytes: number) => `${new Intl.NumberFormat().format(Math.ceil(bytes / 1024))} KB`

/** One application: who applied and what they sent, its CV, and staff's status and notes. */
export function ApplicationCard({
  application,
  showOpening,
}: {
  application: StaffApplication
  showOpening: boolean
}) {
  const headingId = useId()
  const name = `${application.firstName} ${application.lastName}`
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border p-4"
      data-testid="application"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {text.received}{' '}
          <time dateTime={application.createdAt}>{new Date(application.createdAt).toLocaleString()}</time>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {showOpening && <Fact label={text.appliedFor} value={application.openingTitle} />}
        <Fact
          label={text.email}
          value={
            <a className="underline" href={`mailto:${application.email}`}>
              {application.email}
            </a>
          }
        />
        <Fact
          label={text.phone}
          value={
            <a className="underline" href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>
              {application.phone}
            </a>
          }
        />
        <Fact
          label={text.linkedin}
          value={
            application.linkedin && (
              <a className="underline" href={application.linkedin} target="_blank" rel="noopener noreferrer">
                {application.linkedin}
              </a>
            )
          }
        />
        <Fact label={text.cv} value={`${application.cv.name}, ${kilobytes(application.cv.bytes)}`} />
      </dl>
      {application.note && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{text.note}</p>
          <p className="whitespace-pre-line">{application.note}</p>
        </div>
      )}
      <OpenCvButton id={application.id} name={name} />
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <StatusChoice application={application} />
        <StaffNotes application={application} />
      </div>
    </article>
  )
}

function OpenCvButton({ id, name }: { id: number; name: string }) {
  const open = useMutation({ mutationFn: openCv, onError: () => toastError(text.cvOpenFailed) })
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        onClick={() => open.mutate(id)}
        disabled={open.isPending}
        aria-label={`${text.openCv}: ${name}`}
      >
        <FileDownIcon aria-hidden="true" />
        {text.openCv}
      </Button>
    </div>
  )
}

/** Every save puts the answer into the lists at once (its new version), then refetches them. */
function useReview(success: string, onSaved?: () => void) {
  const queryClient = useQueryClient()
  return useAdminMutation({
    mutationFn: reviewApplication,
    invalidates: [applicationListsKey],
    success,
    failure: saveFailure,
    onSuccess: (saved) => {
      showSavedApplication(queryClient, saved)
      onSaved?.()
    },
    // A 409 answers with the application as it is now: the refetch shows it.
    onError: () => void queryClient.invalidateQueries({ queryKey: applicationListsKey }),
  })
}

function StatusChoice({ application }: { application: StaffApplication }) {
  const id = useId()
  const review = useReview(text.statusSaved)
  const shown = review.isPending && review.variables?.status ? review.variables.status : application.status
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{text.status}</Label>
      <NativeSelect
        id={id}
        value={shown}
        disabled={review.isPending}
        onChange={(event) =>
          review.mutate({
            id: application.id,
            status: event.target.value as ApplicationStatus,
            version: application.version,
          })
        }
      >
        {Object.entries(APPLICATION_STATUSES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Staff's notes: typed freely, saved with the button; a refetch never overwrites what is being typed. */
function StaffNotes({ application }: { application: StaffApplication }) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const review = useReview(text.notesSaved, () => setDraft(null))
  const saved = application.staffNotes ?? ''
  const value = draft ?? saved
  const changed = draft !== null && draft.trim() !== saved
  return (
    <form
      className="grid gap-2"
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        if (changed) review.mutate({ id: application.id, staffNotes: value, version: application.version })
      }}
    >
      <Label htmlFor={id}>{text.staffNotes}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={APPLICATION_NOTE_MAX}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={!changed || review.isPending}>
          {text.saveNotes}
        </Button>
      </div>
    </form>
  )
}
