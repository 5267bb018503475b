import { DOWNLOAD_LINK_LIFETIME_MS } from '@shared/constants'
import type { WhitepaperDownloadInput, WhitepaperDownloadPayload } from '@shared/schemas/whitepaper-download'
import type { DownloadLink } from '@shared/types'
import { downloadFormText, downloadMessages } from '@shared/whitepaper-download-messages'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { ConsentField } from '@/site/forms/consent-field'
import { HoneypotField } from '@/site/forms/honeypot-field'
import { lazyValidation } from '@/site/forms/lazy-validation'
import { servedFieldErrors, useServedFormPost, withValue } from '@/site/forms/served-form-post'
import { Button, buttonVariants } from '@/ui/button'
import { FormFailure } from '@/ui/form-failure'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { RequiredFieldsNote } from '@/ui/required-mark'
import { requestDownload } from './request-download'

const LINK_HOURS = DOWNLOAD_LINK_LIFETIME_MS / (60 * 60 * 1000)

const EMPTY_FORM: WhitepaperDownloadPayload = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  consent: false,
}

const validation = lazyValidation(() =>
  import('./download-resolver').then((module) => module.downloadResolver),
)

/**
 * The gated download of a whitepaper: who is asking, their agreement to be contacted,
 * then a link to the PDF that works for a day, shown in place of the form. The browser posts the
 * form to this page itself until the app runs (or without JavaScript); the page then comes back
 * with the outcome (src/worker/routes/form-posts.ts), which is shown the same way.
 */
export function DownloadForm({ whitepaperId, title }: { whitepaperId: number; title: string }) {
  const id = useId()
  const posted = useServedFormPost('whitepaper-download')
  const served = posted?.whitepaperId === whitepaperId ? posted : undefined
  const [link, setLink] = useState<DownloadLink | null>(served?.result.ok ? served.result.answer : null)
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-lg border bg-card p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {downloadFormText.heading}
      </h2>
      {link ? (
        <DownloadReady url={link.url} />
      ) : (
        <RequestForm whitepaperId={whitepaperId} title={title} onLink={setLink} served={served} />
      )}
    </section>
  )
}

function DownloadReady({ url }: { url: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null)
  // The form the visitor was in is gone: the link takes the focus, the status is announced.
  useEffect(() => linkRef.current?.focus(), [])
  return (
    <div role="status" className="grid justify-items-start gap-3">
      <p className="font-medium">{downloadFormText.ready}</p>
      <a ref={linkRef} href={url} className={buttonVariants({ size: 'lg' })}>
        {downloadFormText.download}
      </a>
      <p className="text-sm text-muted-foreground">{downloadFormText.linkLifetime(LINK_HOURS)}</p>
    </div>
  )
}

function RequestForm({
  whitepaperId,
  title,
  onLink,
  served,
}: {
  whitepaperId: number
  title: string
  onLink: (link: DownloadLink) => void
  served: ReturnType<typeof useServedFormPost<'whitepaper-download'>>
}) {
  const id = useId()
  const refused = served && !served.result.ok ? served.result : undefined
  const [failure, setFailure] = useState(refused && !refused.fields ? refused.error : undefined)
  const servedErrors = useMemo(() => servedFieldErrors(served), [served])
  const initial = refused ? { ...EMPTY_FORM, ...served?.values } : EMPTY_FORM
  const form = useForm<WhitepaperDownloadInput, unknown, WhitepaperDownloadPayload>({
    resolver: validation.resolver,
    defaultValues: initial,
    errors: servedErrors,
  })
  const { errors, isSubmitting } = form.formState

  const send = async (values: WhitepaperDownloadPayload) => {
    setFailure(undefined)
    try {
      onLink(await requestDownload(whitepaperId, values))
    } catch (error) {
      // Field messages stand by their fields; anything else (rate limit, network) above the button.
      if (error instanceof ApiError && error.fields) showServerFieldErrors(error, form.setError)
      else setFailure((error instanceof ApiError && error.serverMessage) || downloadMessages.failed)
    }
  }

  return (
    <form
      method="post"
      action={`/whitepapers/${whitepaperId}`}
      noValidate
      onSubmit={validation.submit(form.handleSubmit(send))}
      onFocus={validation.preload}
      className="grid gap-4"
    >
      <p className="text-muted-foreground">{downloadFormText.intro(title)}</p>
      <RequiredFieldsNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={downloadFormText.firstName} error={errors.firstName} required>
          {(control) => (
            <Input
              {...control}
              aria-required
              autoComplete="given-name"
              {...withValue(form.register('firstName'), initial)}
            />
          )}
        </FormField>
        <FormField label={downloadFormText.lastName} error={errors.lastName} required>
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
      <FormField label={downloadFormText.email} error={errors.email} required>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={downloadFormText.company} error={errors.company} required>
          {(control) => (
            <Input
              {...control}
              aria-required
              autoComplete="organization"
              {...withValue(form.register('company'), initial)}
            />
          )}
        </FormField>
        <FormField label={downloadFormText.jobTitle} error={errors.jobTitle}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              {...withValue(form.register('jobTitle'), initial)}
            />
          )}
        </FormField>
      </div>
      <HoneypotField id={`${id}-website`} registration={form.register('website')} />
      <ConsentField
        id={`${id}-consent`}
        label={downloadFormText.consent}
        error={errors.consent?.message}
        {...withValue(form.register('consent'), initial)}
      />
      <FormFailure message={failure} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? downloadFormText.sending : downloadFormText.submit}
      </Button>
    </form>
  )
}
