import { CONTACT_SERVICES } from '@shared/constants'
import { type FromPage, fromPageNote } from '@shared/from-page'
import { contactMessages, contactText } from '@shared/messages'
import type { ContactInput, ContactPayload } from '@shared/schemas/contact'
import { useId, useMemo } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { HoneypotField } from '@/site/forms/honeypot-field'
import { lazyValidation } from '@/site/forms/lazy-validation'
import { servedFieldErrors, useServedFormPost, withValue } from '@/site/forms/served-form-post'
import { Button } from '@/ui/button'
import { FormFailure } from '@/ui/form-failure'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { NativeCheckbox } from '@/ui/native-checkbox'
import { NativeSelect } from '@/ui/native-select'
import { RequiredFieldsNote, RequiredMark } from '@/ui/required-mark'
import { Textarea } from '@/ui/textarea'
import { toastError, toastSuccess } from '@/ui/use-toast'
import { sendContact } from './send-contact'

const EMPTY_FORM: ContactPayload = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  newsletter: false,
}

const validation = lazyValidation(() => import('./contact-resolver').then((module) => module.contactResolver))

/** The CRM calls after a send (docs/product.md section 7), loaded then: their schemas cost start-up time. */
async function tellCrm(values: ContactPayload) {
  const { contactLead, createLead, identifyVisitor } = await import('@/site/tracking/crm-client')
  void createLead(contactLead(values))
  identifyVisitor({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    company: values.company || undefined,
  })
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null
  return (
    <p id={id} className="text-sm text-destructive">
      {error.message}
    </p>
  )
}

/**
 * docs/product.md sections 2, 4, 5 and 7: the contact form and what follows a successful send. The
 * browser posts it to this page itself until the app runs (or without JavaScript); the page then
 * comes back with the outcome (src/worker/routes/form-posts.ts), which the form shows.
 */
export function ContactForm({
  fromPage,
  action = '/contact',
}: {
  fromPage: FromPage | null
  /** Where the browser posts it before the app runs: the page it is on (a landing page's form block). */
  action?: string
}) {
  const id = useId()
  const served = useServedFormPost('contact')
  const servedErrors = useMemo(() => servedFieldErrors(served), [served])
  // A refused post comes back with what was typed; an accepted one with the form empty, as the app leaves it.
  // The page written from stays named after a send, as its line above the fields does.
  const empty = fromPage ? { ...EMPTY_FORM, fromPage: fromPage.path } : EMPTY_FORM
  const initial = served && !served.result.ok ? { ...empty, ...served.values } : empty
  const form = useForm<ContactInput, unknown, ContactPayload>({
    resolver: validation.resolver,
    defaultValues: initial,
    errors: servedErrors,
  })
  const { errors, isSubmitting } = form.formState
  const send = async (values: ContactPayload) => {
    const answer = await sendContact(values).catch(() => undefined)
    if (!answer) {
      toastError(contactMessages.failed)
      return
    }
    toastSuccess(answer.message, contactMessages.sent)
    form.reset(empty)
    tellCrm(values).catch((error: unknown) => console.error('The CRM calls did not load', error))
  }

  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'company') => {
    const error = errors[name]
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      ...withValue(form.register(name), initial),
    }
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={validation.submit(form.handleSubmit(send))}
      onFocus={validation.preload}
      className="flex flex-col gap-5"
    >
      {served?.result.ok && (
        <div role="status" className="grid gap-1 rounded-md border p-4">
          <p className="font-medium">{contactMessages.sent}</p>
          <p className="text-sm text-muted-foreground">{served.result.answer.message}</p>
        </div>
      )}
      {fromPage?.title && (
        <p className="rounded-md bg-muted px-4 py-3 text-sm">{fromPageNote(fromPage.title)}</p>
      )}
      {/* Posted with the form, with JavaScript or without. */}
      {fromPage && <input type="hidden" {...withValue(form.register('fromPage'), initial)} />}
      <RequiredFieldsNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-firstName`}>
            {contactText.firstName}
            <RequiredMark />
          </Label>
          <Input autoComplete="given-name" aria-required {...text('firstName')} />
          <FieldMessage id={`${id}-firstName-error`} error={errors.firstName} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-lastName`}>
            {contactText.lastName}
            <RequiredMark />
          </Label>
          <Input autoComplete="family-name" aria-required {...text('lastName')} />
          <FieldMessage id={`${id}-lastName-error`} error={errors.lastName} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>
          {contactText.email}
          <RequiredMark />
        </Label>
        <Input type="email" autoComplete="email" aria-required {...text('email')} />
        <FieldMessage id={`${id}-email-error`} error={errors.email} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-phone`}>{contactText.phone}</Label>
          <Input type="tel" autoComplete="tel" {...text('phone')} />
          <FieldMessage id={`${id}-phone-error`} error={errors.phone} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-company`}>{contactText.company}</Label>
          <Input autoComplete="organization" {...text('company')} />
          <FieldMessage id={`${id}-company-error`} error={errors.company} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-service`}>{contactText.service}</Label>
        <NativeSelect id={`${id}-service`} {...withValue(form.register('service'), initial)}>
          <option value="">{contactText.servicePlaceholder}</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service} className="text-foreground">
              {contactText.serviceLabels[service]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>
          {contactText.message}
          <RequiredMark />
        </Label>
        <Textarea
          id={`${id}-message`}
          rows={5}
          placeholder={contactText.messagePlaceholder}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...withValue(form.register('message'), initial)}
        />
        <FieldMessage id={`${id}-message-error`} error={errors.message} />
      </div>
      <HoneypotField id={`${id}-website`} registration={form.register('website')} />
      <div className="flex items-center gap-3">
        <NativeCheckbox id={`${id}-newsletter`} {...withValue(form.register('newsletter'), initial)} />
        <Label htmlFor={`${id}-newsletter`} weight="normal">
          {contactText.newsletter}
        </Label>
      </div>
      {served && !served.result.ok && !served.result.fields && <FormFailure message={served.result.error} />}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? contactText.sending : contactText.send}
      </Button>
    </form>
  )
}
