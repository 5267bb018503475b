import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages, formMessages } from '@shared/messages'
import { scheduleText } from '@shared/schedule-text'
import { requireImageAlt, requireScheduleOrder } from '@shared/schemas/fields'
import { NEW_ITEM_KEY } from '@shared/schemas/unsaved-changes'
import type { EditConflictBody } from '@shared/types'
import { unsavedChangesText } from '@shared/unsaved-changes-text'
import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  useForm,
} from 'react-hook-form'
import { editConflictOf } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { fieldLabels } from '@/staff/content/history/revision-changes'
import { starterDocumentText } from '@/staff/content/page-editor/new-blocks'
import {
  type AdminContentType,
  type AdminItem,
  type FormFieldSpec,
  failureText,
} from '@/staff/content/staff-content-type'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { isSignedOut, noticeSessionEnded, useHoldTyping, useSessionEnded } from '@/staff/shell/session-ended'
import { SignInAgain } from '@/staff/shell/sign-in-again'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { FormField, labelIdOf } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { Spinner } from '@/ui/spinner'
import { Textarea } from '@/ui/textarea'
import { toastError } from '@/ui/use-toast'
import { DocumentField } from './document-field'
import { EditConflictNotice } from './edit-conflict-notice'
import { localDateInput } from './local-datetime-input'
import { MarkdownField } from './markdown-field'
import { PublishingFields, type PublishingValues } from './publishing-fields'
import { UnsavedChangesOffer } from './unsaved-changes-offer'
import { usePublishedDateFollowsSchedule } from './use-published-date-follows-schedule'
import { useUnsavedChanges } from './use-unsaved-changes'

// Only a page's form edits blocks: the editor loads with it.
const BlocksField = lazy(() =>
  import('@/staff/content/page-editor/blocks-field').then((module) => ({ default: module.BlocksField })),
)

const flatten = <Input extends FieldValues>(fields: FormFieldSpec<Input>[]): FormFieldSpec<Input>[] =>
  fields.flatMap((field) => (field.kind === 'row' ? flatten(field.fields) : [field]))

/** The field of the date readers see, when the type has one. */
const publishedDateName = <Input extends FieldValues>(fields: FormFieldSpec<Input>[]) => {
  const field = flatten(fields).find((each) => each.kind === 'date' && each.meaning === 'published')
  return field && field.kind !== 'row' ? field.name : undefined
}

/** A field's value in a new item's form. */
function newValue(field: FormFieldSpec<FieldValues>): unknown {
  if (field.kind === 'date' && field.meaning === 'published') return localDateInput(new Date())
  if (field.kind === 'flag') return false
  // A new page starts from a hero block.
  if (field.kind === 'blocks') return starterDocumentText()
  return ''
}

/** The form's values for an item, or for a new one: blank texts, today's date (unless a deadline), a draft. */
function defaults<Item extends AdminItem, Input extends FieldValues>(
  fields: FormFieldSpec<Input>[],
  item: Item | undefined,
): DefaultValues<Input> {
  const stored = item as Record<string, unknown> | undefined
  const values: Record<string, unknown> = {
    featuredImage: item?.featuredImage ?? '',
    featuredImageAlt: item?.featuredImageAlt ?? '',
    featuredImageDecorative: item?.featuredImageDecorative ?? false,
    metaTitle: item?.metaTitle ?? '',
    metaDescription: item?.metaDescription ?? '',
    socialImage: item?.socialImage ?? '',
    isPublished: item?.isPublished ?? false,
    publishAt: item?.publishAt ?? '',
    unpublishAt: item?.unpublishAt ?? '',
    hashtags: item?.hashtags.map((tag) => tag.id) ?? [],
    // The version the edit starts from; kept with unsaved changes, so a restored draft names it too.
    ...(item ? { version: item.version } : {}),
  }
  for (const field of flatten(fields)) {
    if (field.kind === 'row') continue
    values[field.name] = stored?.[field.name] ?? newValue(field)
  }
  return values as DefaultValues<Input>
}

/** Create or edit an item of any content type (SPEC.md section 5); `item` present means editing. */
export function ContentForm<Item extends AdminItem, Input extends FieldValues & PublishingValues, Payload>({
  type,
  item,
  onDone,
}: {
  type: AdminContentType<Item, Input, Payload>
  item?: Item
  onDone: () => void
}) {
  const form = useForm<Input, unknown, Payload>({
    resolver: zodResolver(requireImageAlt(requireScheduleOrder(type.schema))),
    defaultValues: defaults(type.fields, item),
  })
  // Every content form has the featured image (PublishingValues); Path<Input> cannot see it generically.
  const imageField = 'featuredImage' as Path<Input>
  const [uploading, setUploading] = useState(false)
  const [documentUploading, setDocumentUploading] = useState(false)
  const { messages } = type
  // An item that is always there, published (a site page): some of its fields never change.
  const permanent = item && type.permanent?.of(item) ? type.permanent : undefined
  const [conflict, setConflict] = useState<{ body: EditConflictBody<Item>; mine: Record<string, unknown> }>()
  const unsaved = useUnsavedChanges(
    { contentType: type.name, itemKey: item ? String(item.id) : NEW_ITEM_KEY },
    form,
  )
  const save = useAdminMutation({
    mutationFn: async (values: Payload) => {
      unsaved.saving()
      const saved = await (item ? type.update(item.id, values) : type.create(values))
      await unsaved.saved()
      return saved
    },
    // The featured image may change, and with it which images the library shows in use.
    invalidates: [type.staffKey, mediaQueryOptions().queryKey],
    success: item ? messages.updated : messages.created,
    failure: (error) =>
      isSignedOut(error)
        ? unsavedChangesText.signedOut
        : failureText(type, item ? messages.updateFailed : messages.createFailed)(error),
    onSuccess: onDone,
    onError: (error) => {
      unsaved.saveFailed()
      if (isSignedOut(error)) {
        noticeSessionEnded()
        saveAfterSignIn.current = true
      }
      showServerFieldErrors(error, form.setError)
      const body = editConflictOf<Item>(error)
      if (body) setConflict({ body, mine: form.getValues() })
    },
  })
  usePublishedDateFollowsSchedule(form, publishedDateName(type.fields), item)
  useHoldTyping()
  const sessionEnded = useSessionEnded()
  const signInHeading = useRef<HTMLHeadingElement>(null)
  // A save refused for want of a session goes through once the person has signed in again.
  const saveAfterSignIn = useRef(false)
  const submit = form.handleSubmit((values) => {
    if (sessionEnded) {
      saveAfterSignIn.current = true
      signInHeading.current?.focus()
      return
    }
    // A new item that needs its image cannot go without it, and an upload still running has no URL yet.
    if (type.imageRequiredOnCreate && !item && (uploading || !form.getValues(imageField))) {
      toastError(formMessages.imageRequired)
      form.setError(imageField, { type: 'required', message: formMessages.imageRequired })
      return
    }
    setConflict(undefined)
    save.mutate(values)
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the session comes back
  useEffect(() => {
    if (sessionEnded || !saveAfterSignIn.current) return
    saveAfterSignIn.current = false
    void submit()
  }, [sessionEnded])
  // Signed out, what was typed lives only in this form: closing it (Escape, Back, another section)
  // or leaving the page would lose it, so the sign-in comes first.
  // The history's own block, not the router's useBlocker: that one would join the public pages'
  // start-up chunk with the rest of the router.
  const { history } = useRouter()
  useEffect(() => {
    if (!sessionEnded) return
    return history.block({
      blockerFn: () => {
        signInHeading.current?.focus()
        return true
      },
      enableBeforeUnload: true,
    })
  }, [sessionEnded, history])
  // Either way on names the version the conflict showed, so the next save is measured against it.
  const overwrite = (current: Item) => {
    form.setValue('version' as Path<Input>, current.version as PathValue<Input, Path<Input>>)
    void submit()
  }
  const reload = (current: Item) => {
    form.reset(defaults(type.fields, current))
    setConflict(undefined)
  }

  const render = (field: FormFieldSpec<Input>, key: number) => {
    switch (field.kind) {
      case 'row':
        return (
          <div
            key={key}
            className={field.fields.length === 3 ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}
          >
            {field.fields.map(render)}
          </div>
        )
      case 'long':
        return (
          <FormField
            key={key}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error}
            required
          >
            {(control) => {
              const textarea = (describedBy = control['aria-describedby']) => (
                <Textarea
                  {...control}
                  aria-describedby={describedBy}
                  rows={field.rows}
                  {...form.register(field.name)}
                />
              )
              return field.markdown ? (
                <MarkdownField
                  look={field.markdown}
                  labelId={labelIdOf(control.id)}
                  describedBy={control['aria-describedby']}
                  invalid={control['aria-invalid'] === true}
                  value={() => String(form.getValues(field.name) ?? '')}
                  onVisualChange={(markdown) =>
                    // As the textarea: checked as typed only once the form was submitted.
                    form.setValue(field.name, markdown as PathValue<Input, Path<Input>>, {
                      shouldDirty: true,
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                  subscribe={(listener) =>
                    form.subscribe({
                      name: field.name,
                      formState: { values: true },
                      callback: ({ values }) => listener(String(values[field.name] ?? '')),
                    })
                  }
                >
                  {textarea}
                </MarkdownField>
              ) : (
                textarea()
              )
            }}
          </FormField>
        )
      case 'document':
        return (
          <Controller
            key={key}
            control={form.control}
            name={field.name}
            render={({ field: control }) => (
              <DocumentField
                value={control.value ?? ''}
                onChange={control.onChange}
                onUploadingChange={setDocumentUploading}
              />
            )}
          />
        )
      case 'blocks':
        return (
          <Controller
            key={key}
            control={form.control}
            name={field.name}
            render={({ field: control, fieldState }) => (
              <Suspense fallback={<Spinner label={field.label} />}>
                <BlocksField
                  label={field.label}
                  value={String(control.value ?? '')}
                  onChange={control.onChange}
                  error={fieldState.error}
                  focusRef={control.ref}
                />
              </Suspense>
            )}
          />
        )
      case 'flag':
        return (
          <Controller
            key={key}
            control={form.control}
            name={field.name}
            render={({ field: control }) => (
              <Label weight="normal" leading="text" className="flex items-center gap-3">
                <Checkbox
                  ref={control.ref}
                  checked={control.value === true}
                  onCheckedChange={(checked) => control.onChange(checked === true)}
                  onBlur={control.onBlur}
                />
                {field.label}
              </Label>
            )}
          />
        )
      case 'choice':
        return (
          <FormField
            key={key}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error}
            required={!field.optional}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register(field.name)}>
                {(field.optional || !form.getValues(field.name)) && <option value="" />}
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )
      case 'number':
        return (
          <FormField
            key={key}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error}
          >
            {(control) => <Input {...control} inputMode="numeric" {...form.register(field.name)} />}
          </FormField>
        )
      default: {
        const fixed = permanent?.fields.includes(field.name) === true
        return (
          <FormField
            key={key}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error}
            required={field.kind === 'date' || !field.optional}
            hint={
              fixed
                ? permanent?.fieldHint
                : field.kind === 'date' && field.meaning === 'published'
                  ? scheduleText.publishedDateHint
                  : undefined
            }
          >
            {(control) => (
              <Input
                {...control}
                type={field.kind === 'date' ? 'date' : 'text'}
                readOnly={fixed}
                {...form.register(field.name)}
              />
            )}
          </FormField>
        )
      }
    }
  }
  // Ctrl+S (⌘S on a Mac) saves from anywhere in the form, as in a desktop editor, instead of the
  // browser saving the page.
  const saveShortcut = (event: React.KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return
    event.preventDefault()
    if (!(uploading || documentUploading || save.isPending)) void submit()
  }
  return (
    <>
      {sessionEnded && <SignInAgain headingRef={signInHeading} />}
      <form
        method="post"
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
        onSubmit={submit}
        onKeyDown={saveShortcut}
      >
        {/* The writing area. */}
        <div className="grid min-w-0 gap-4">
          {unsaved.offer && (
            <UnsavedChangesOffer
              offer={unsaved.offer}
              onRestore={unsaved.restore}
              onDiscard={unsaved.discard}
            />
          )}
          {conflict && (
            <EditConflictNotice
              conflict={conflict.body}
              mine={conflict.mine}
              labels={fieldLabels(type.fields)}
              onOverwrite={() => overwrite(conflict.body.current)}
              onReload={() => reload(conflict.body.current)}
            />
          )}
          {type.fields.map(render)}
        </div>
        {/* Publishing, schedule, image, hashtags, search and social: beside the text on a wide screen. */}
        <section aria-label={adminMessages.settings} className="grid gap-4 lg:rounded-lg lg:border lg:p-4">
          <PublishingFields
            control={form.control}
            onUploadingChange={setUploading}
            alwaysPublished={permanent?.published}
          />
        </section>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-x-4 gap-y-2 border-t bg-background py-3 lg:col-span-2">
          <Button type="submit" disabled={uploading || documentUploading || save.isPending}>
            {save.isPending ? 'Saving...' : item ? type.labels.update : type.labels.create}
          </Button>
          <p role="status" className="flex items-center gap-2 text-sm">
            {form.formState.isDirty && (
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
            )}
            {sessionEnded
              ? unsavedChangesText.signedOutStatus
              : form.formState.isDirty
                ? adminMessages.unsavedMarker
                : adminMessages.allSaved}
          </p>
          <p className="text-sm text-muted-foreground">{adminMessages.saveShortcut}</p>
        </div>
      </form>
    </>
  )
}
