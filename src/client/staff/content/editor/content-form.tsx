import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages } from '@shared/messages'
import { requireImageAlt, requireScheduleOrder } from '@shared/schemas/fields'
import { unsavedChangesText } from '@shared/unsaved-changes-text'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import { useBottomBarClearance } from '@/lib/bottom-bar-clearance'
import { fieldLabels } from '@/staff/content/history/revision-changes'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { SignInAgain } from '@/staff/shell/sign-in-again'
import { Button } from '@/ui/button'
import { defaults, publishedDateName } from './content-form-values'
import { ContentTypeField } from './content-type-field'
import { EditConflictNotice } from './edit-conflict-notice'
import { PublishingFields } from './publishing-fields'
import type { PublishingValues } from './publishing-values'
import { UnsavedChangesOffer } from './unsaved-changes-offer'
import { useContentSave } from './use-content-save'
import { usePublishedDateFollowsSchedule } from './use-published-date-follows-schedule'

// The editor's dialog (FormDialog) is what scrolls under the save bar.
const editorDialog = (bar: HTMLElement) => bar.closest<HTMLElement>('[role="dialog"]')

/** Create or edit an item of any content type (docs/product.md section 5); `item` present means editing. */
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
  const [uploading, setUploading] = useState(false)
  const [documentUploading, setDocumentUploading] = useState(false)
  // An item that is always there, published (a site page): some of its fields never change.
  const permanent = item && type.permanent?.of(item) ? type.permanent : undefined
  const editing = useContentSave({ type, item, form, imageUploading: uploading, onDone })
  usePublishedDateFollowsSchedule(form, publishedDateName(type.fields), item)
  const busy = uploading || documentUploading || editing.saving
  // Ctrl+S (⌘S on a Mac) saves from anywhere in the form, as in a desktop editor, instead of the
  // browser saving the page.
  const saveShortcut = (event: React.KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return
    event.preventDefault()
    if (!busy) void editing.submit()
  }
  const { unsaved, conflict } = editing
  const saveBar = useRef<HTMLDivElement>(null)
  useBottomBarClearance(saveBar, editorDialog)
  return (
    <>
      {editing.sessionEnded && <SignInAgain headingRef={editing.signInHeading} />}
      <form
        method="post"
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
        onSubmit={editing.submit}
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
              onOverwrite={() => editing.overwrite(conflict.body.current)}
              onReload={() => editing.reload(conflict.body.current)}
            />
          )}
          {type.fields.map((field, index) => (
            <ContentTypeField
              // biome-ignore lint/suspicious/noArrayIndexKey: a type's fields are fixed; a row has no name
              key={index}
              field={field}
              form={form as UseFormReturn<Input, unknown, unknown>}
              permanent={permanent}
              onDocumentUploadingChange={setDocumentUploading}
            />
          ))}
        </div>
        {/* Publishing, schedule, image, hashtags, search and social: beside the text on a wide screen. */}
        <section aria-label={adminMessages.settings} className="grid gap-4 lg:rounded-lg lg:border lg:p-4">
          <PublishingFields
            control={form.control}
            onUploadingChange={setUploading}
            alwaysPublished={permanent?.published}
          />
        </section>
        <div
          ref={saveBar}
          className="sticky bottom-0 flex flex-wrap items-center gap-x-4 gap-y-2 border-t bg-background py-3 lg:col-span-2"
        >
          <Button type="submit" disabled={busy}>
            {editing.saving ? 'Saving...' : item ? type.labels.update : type.labels.create}
          </Button>
          <p role="status" className="flex items-center gap-2 text-sm">
            {form.formState.isDirty && (
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
            )}
            {editing.sessionEnded
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
