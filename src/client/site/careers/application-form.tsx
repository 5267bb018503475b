import type { JobOpening } from '@shared/content/types/job-opening'
import {
  APPLICATION_RETENTION_MONTHS,
  applicationFormText,
  applicationText,
  CV_ACCEPT,
} from '@shared/job-application-messages'
import type { JobApplicationFormInput, JobApplicationFormPayload } from '@shared/schemas/job-application'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { ConsentField } from '@/site/forms/consent-field'
import { HoneypotField } from '@/site/forms/honeypot-field'
import { lazyValidation } from '@/site/forms/lazy-validation'
import { servedFieldErrors, useServedFormPost, withValue } from '@/site/forms/served-form-post'
import { Button } from '@/ui/button'
import { FormFailure } from '@/ui/form-failure'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { RequiredFieldsNote } from '@/ui/required-mark'
import { Textarea } from '@/ui/textarea'
import { sendApplication } from './send-application'

const EMPTY_FORM: JobApplicationFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  linkedin: '',
  note: '',
  consent: false,
  cv: undefined,
}

const validation = lazyValidation(() =>
  import('./application-resolver').then((module) => module.applicationResolver),
)

/** Refusals that are about the CV itself, answered by the API without naming a field (a body too large). */
const CV_STATUSES = new Set([413, 415])

/**
 * Applying for an opening: who applies, their CV, and their agreement to its keeping;
 * once received, a confirmation in place of the form. The browser posts the form (multipart, the
 * CV with it) to the opening's page itself until the app runs, or without JavaScript; the page then
 * comes back with the outcome (src/worker/routes/form-posts.ts), shown the same way.
 */
export function ApplicationForm({ opening }: { opening: JobOpening }) {
  const posted = useServedFormPost('job-application')
  const served = posted?.openingId === opening.id ? posted : undefined
  const [received, setReceived] = useState(served?.result.ok === true)
  return received ? (
    <ApplicationReceived />
  ) : (
    <ApplicationFields openingId={opening.id} served={served} onReceived={() => setReceived(true)} />
  )
}

function ApplicationReceived() {
  const statusRef = useRef<HTMLDivElement>(null)
  // The form the visitor was in is gone: the confirmation takes the focus, and is announced.
  useEffect(() => statusRef.current?.focus(), [])
  return (
    <div ref={statusRef} role="status" tabIndex={-1} className="mt-4 rounded-md border p-4 font-medium">
      {applicationText.received}
    </div>
  )
}

function ApplicationFields({
  openingId,
  served,
  onReceived,
}: {
  openingId: number
  served: ReturnType<typeof useServedFormPost<'job-application'>>
  onReceived: () => void
}) {
  const id = useId()
  const refused = served && !served.result.ok ? served.result : undefined
  const [failure, setFailure] = useState(refused && !refused.fields ? refused.error : undefined)
  const servedErrors = useMemo(() => servedFieldErrors(served), [served])
  const initial = refused ? { ...EMPTY_FORM, ...served?.values } : EMPTY_FORM
  const form = useForm<JobApplicationFormInput, unknown, JobApplicationFormPayload>({
    resolver: validation.resolver,
    defaultValues: initial,
    errors: servedErrors,
  })
  const { errors, isSubmitting } = form.formState

  const send = async (values: JobApplicationFormPayload) => {
    setFailure(undefined)
    try {
      await sendApplication(openingId, values)
      onReceived()
    } catch (error) {
      // Field messages stand by their fields, a refused CV by the CV; anything else (a closed
      // opening, the rate limit, the network) above the button.
      if (error instanceof ApiError && error.fields) {
        showServerFieldErrors(error, form.setError)
        const [first] = Object.keys(error.fields)
        if (first) form.setFocus(first as keyof JobApplicationFormInput)
      } else if (error instanceof ApiError && CV_STATUSES.has(error.status) && error.serverMessage) {
        form.setError('cv', { type: 'server', message: error.serverMessage }, { shouldFocus: true })
      } else {
        setFailure((error instanceof ApiError && error.serverMessage) || applicationText.failed)
      }
    }
  }

  const cvHintId = `${id}-cv-hint`
  return (
    <form
      method="post"
      action={`/careers/${openingId}`}
      encType="multipart/form-data"
      noValidate
      onSubmit={validation.submit(form.handleSubmit(send))}
      onFocus={validation.preload}
      className="mt-4 grid gap-4"
    >
      <RequiredFieldsNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={applicationFormText.firstName} error={errors.firstName} required>
          {(control) => (
            <Input
              {...control}
              aria-required
              autoComplete="given-name"
              {...withValue(form.register('firstName'), initial)}
            />
          )}
        </FormField>
        <FormField label={applicationFormText.lastName} error={errors.lastName} required>
          {(control) => (
            <Input
              {...control}
              aria-required
              autoComplete="family-name"
              {...withValue(form.register('lastName'), initial)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={applicationFormText.email} error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              aria-required
              autoComplete="email"
              {...withValue(form.register('email'), initial)}
            />
          )}
        </FormField>
        <FormField label={applicationFormText.phone} error={errors.phone} required>
          {(control) => (
            <Input
              {...control}
              type="tel"
              aria-required
              autoComplete="tel"
              {...withValue(form.register('phone'), initial)}
            />
          )}
        </FormField>
      </div>
      <FormField label={applicationFormText.linkedin} error={errors.linkedin}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder={applicationFormText.linkedinPlaceholder}
            {...withValue(form.register('linkedin'), initial)}
          />
        )}
      </FormField>
      <FormField label={applicationFormText.note} error={errors.note}>
        {(control) => <Textarea {...control} rows={4} {...withValue(form.register('note'), initial)} />}
      </FormField>
      <FormField label={applicationFormText.cv} error={errors.cv as FieldError | undefined} required>
        {(control) => (
          <>
            <Input
              {...control}
              type="file"
              accept={CV_ACCEPT}
              aria-required
              aria-describedby={[cvHintId, control['aria-describedby']].filter(Boolean).join(' ')}
              className="h-auto py-1.5"
              // A quick word on a wrong or too large file as soon as it is chosen.
              {...form.register('cv', {
                onChange: () => {
                  void form.trigger('cv')
                },
              })}
            />
            <p id={cvHintId} className="text-sm text-muted-foreground">
              {applicationFormText.cvHint}
            </p>
          </>
        )}
      </FormField>
      <HoneypotField id={`${id}-website`} registration={form.register('website')} />
      <ConsentField
        id={`${id}-consent`}
        label={applicationFormText.consent(APPLICATION_RETENTION_MONTHS)}
        error={errors.consent?.message}
        {...withValue(form.register('consent'), initial)}
      >
        {applicationFormText.privacyLead}{' '}
        <Link to="/privacy-notice" className="font-medium text-primary underline">
          {applicationFormText.privacyLink}
        </Link>
        .
      </ConsentField>
      <FormFailure message={failure} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? applicationFormText.sending : applicationFormText.submit}
      </Button>
    </form>
  )
}
