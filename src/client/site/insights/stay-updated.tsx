import { insightsText } from '@shared/messages'
import { newsletterFormText, newsletterMessages } from '@shared/newsletter-messages'
import type { NewsletterInput, NewsletterPayload } from '@shared/schemas/newsletter'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { ConsentField } from '@/site/forms/consent-field'
import { HoneypotField } from '@/site/forms/honeypot-field'
import { lazyValidation } from '@/site/forms/lazy-validation'
import { servedFieldErrors, useServedFormPost, withValue } from '@/site/forms/served-form-post'
import { Button } from '@/ui/button'
import { FormFailure } from '@/ui/form-failure'
import { Input } from '@/ui/input'
import { RequiredFieldsNote } from '@/ui/required-mark'
import { subscribe } from './subscribe'

const EMPTY_FORM: NewsletterInput = { email: '', consent: false }

const validation = lazyValidation(() =>
  import('./newsletter-resolver').then((module) => module.newsletterResolver),
)

/**
 * docs/product.md section 2's Stay Updated box, connected: an address and an explicit consent
 * line, sent to the newsletter API; Zoho Campaigns then mails a confirmation (double opt-in). The
 * browser posts the form to /insights itself until the app runs (or without JavaScript), and the
 * page comes back with the outcome (src/worker/routes/form-posts.ts), shown the same way.
 */
export function StayUpdated() {
  const served = useServedFormPost('newsletter')
  const [done, setDone] = useState(served?.result.ok ? served.result.answer.message : undefined)
  return (
    <section aria-labelledby="stay-updated" className="bg-muted/50 px-6 py-16 text-center">
      <h2 id="stay-updated" className="text-3xl font-bold">
        {insightsText.stayUpdatedTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{insightsText.stayUpdatedBlurb}</p>
      {done ? <Subscribed message={done} /> : <SubscribeForm served={served} onDone={setDone} />}
    </section>
  )
}

function Subscribed({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  // The form the visitor was in is gone: the answer takes the focus and is announced.
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} tabIndex={-1} role="status" className="mx-auto mt-6 max-w-md font-medium">
      {message}
    </p>
  )
}

function SubscribeForm({
  served,
  onDone,
}: {
  served: ReturnType<typeof useServedFormPost<'newsletter'>>
  onDone: (message: string) => void
}) {
  const id = useId()
  const refused = served && !served.result.ok ? served.result : undefined
  const [failure, setFailure] = useState(refused && !refused.fields ? refused.error : undefined)
  const servedErrors = useMemo(() => servedFieldErrors(served), [served])
  const initial = refused ? { ...EMPTY_FORM, ...served?.values } : EMPTY_FORM
  const form = useForm<NewsletterInput, unknown, NewsletterPayload>({
    resolver: validation.resolver,
    defaultValues: initial,
    errors: servedErrors,
  })
  const { errors, isSubmitting } = form.formState
  const emailError = `${id}-email-error`

  const send = async (values: NewsletterPayload) => {
    setFailure(undefined)
    try {
      onDone((await subscribe(values)).message)
    } catch (error) {
      if (error instanceof ApiError && error.fields) showServerFieldErrors(error, form.setError)
      else setFailure((error instanceof ApiError && error.serverMessage) || newsletterMessages.failed)
    }
  }

  return (
    <form
      method="post"
      action="/insights"
      noValidate
      onSubmit={validation.submit(form.handleSubmit(send))}
      onFocus={validation.preload}
      className="mx-auto mt-6 grid max-w-md gap-4 text-left"
    >
      <RequiredFieldsNote />
      <div className="flex gap-2">
        <Input
          type="email"
          aria-label={insightsText.emailLabel}
          placeholder={insightsText.emailPlaceholder}
          autoComplete="email"
          aria-required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? emailError : undefined}
          {...withValue(form.register('email'), initial)}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? newsletterFormText.sending : insightsText.subscribe}
        </Button>
      </div>
      {errors.email?.message && (
        <p id={emailError} className="text-sm text-destructive">
          {errors.email.message}
        </p>
      )}
      <HoneypotField id={`${id}-website`} registration={form.register('website')} />
      <ConsentField
        id={`${id}-consent`}
        label={newsletterFormText.consent}
        error={errors.consent?.message}
        {...withValue(form.register('consent'), initial)}
      />
      <FormFailure message={failure} />
    </form>
  )
}
