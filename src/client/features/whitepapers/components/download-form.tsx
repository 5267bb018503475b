import { zodResolver } from '@hookform/resolvers/zod'
import { DOWNLOAD_LINK_LIFETIME_MS } from '@shared/constants'
import {
  type WhitepaperDownloadInput,
  type WhitepaperDownloadPayload,
  whitepaperDownloadDefaults,
  whitepaperDownloadSchema,
} from '@shared/schemas/whitepaper-download'
import type { DownloadLink } from '@shared/types'
import { downloadFormText, downloadMessages } from '@shared/whitepaper-download-messages'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormFailure } from '@/components/forms/form-failure'
import { FormField } from '@/components/forms/form-field'
import { HoneypotField } from '@/components/forms/honeypot-field'
import { Button, buttonVariants } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useHydrated } from '@/hooks/use-hydrated'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { requestDownload } from '../api/request-download'

const LINK_HOURS = DOWNLOAD_LINK_LIFETIME_MS / (60 * 60 * 1000)

/**
 * The gated download of a whitepaper: who is asking, their agreement to be contacted,
 * then a link to the PDF that works for a day, shown in place of the form.
 */
export function DownloadForm({ whitepaperId, title }: { whitepaperId: number; title: string }) {
  const id = useId()
  const [link, setLink] = useState<DownloadLink | null>(null)
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-lg border bg-card p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {downloadFormText.heading}
      </h2>
      {link ? (
        <DownloadReady url={link.url} />
      ) : (
        <RequestForm whitepaperId={whitepaperId} title={title} onLink={setLink} />
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
}: {
  whitepaperId: number
  title: string
  onLink: (link: DownloadLink) => void
}) {
  const id = useId()
  const hydrated = useHydrated()
  const [failure, setFailure] = useState<string>()
  const form = useForm<WhitepaperDownloadInput, unknown, WhitepaperDownloadPayload>({
    resolver: zodResolver(whitepaperDownloadSchema),
    defaultValues: whitepaperDownloadDefaults,
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

  const consentError = errors.consent?.message
  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4">
      <p className="text-muted-foreground">{downloadFormText.intro(title)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={downloadFormText.firstName} error={errors.firstName} required>
          {(control) => (
            <Input {...control} aria-required autoComplete="given-name" {...form.register('firstName')} />
          )}
        </FormField>
        <FormField label={downloadFormText.lastName} error={errors.lastName} required>
          {(control) => (
            <Input {...control} aria-required autoComplete="family-name" {...form.register('lastName')} />
          )}
        </FormField>
      </div>
      <FormField label={downloadFormText.email} error={errors.email} required>
        {(control) => (
          <Input {...control} type="email" aria-required autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={downloadFormText.company} error={errors.company} required>
          {(control) => (
            <Input {...control} aria-required autoComplete="organization" {...form.register('company')} />
          )}
        </FormField>
        <FormField label={downloadFormText.jobTitle} error={errors.jobTitle}>
          {(control) => (
            <Input {...control} autoComplete="organization-title" {...form.register('jobTitle')} />
          )}
        </FormField>
      </div>
      <HoneypotField id={`${id}-website`} registration={form.register('website')} />
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                id={`${id}-consent`}
                ref={field.ref}
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${id}-consent-error` : undefined}
              />
            )}
          />
          <Label htmlFor={`${id}-consent`} weight="normal">
            {downloadFormText.consent}
            <span aria-hidden="true"> *</span>
          </Label>
        </div>
        {consentError && (
          <p id={`${id}-consent-error`} className="text-sm text-destructive">
            {consentError}
          </p>
        )}
      </div>
      <FormFailure message={failure} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? downloadFormText.sending : downloadFormText.submit}
      </Button>
    </form>
  )
}
