import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages } from '@shared/messages'
import { reviewMessages } from '@shared/review-messages'
import { requireImageAlt, requireScheduleOrder } from '@shared/schemas/fields'
import { unsavedChangesText } from '@shared/unsaved-changes-text'
import type * as React from 'react'
import { Fragment, lazy, Suspense, useRef, useState } from 'react'
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import { useBottomBarClearance } from '@/lib/bottom-bar-clearance'
import { fieldLabels } from '@/staff/content/history/revision-changes'
import { itemAccess } from '@/staff/content/item-access'
import { useReviewStep } from '@/staff/content/review/use-review-step'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { SignInAgain } from '@/staff/shell/sign-in-again'
import { useStaffUser } from '@/staff/shell/staff-user'
import { Button } from '@/ui/button'
import { defaults, holdsField, publishedDateName } from './content-form-values'
import { ContentTypeField } from './content-type-field'
import { KeepOldAddress } from './keep-old-address'
import { PreviewColumn } from './preview-column'
import { PublishingFields } from './publishing-fields'
import type { PublishingValues } from './publishing-values'
import { UnsavedChangesOffer } from './unsaved-changes-offer'
import { useContentSave } from './use-content-save'
import { usePublishedDateFollowsSchedule } from './use-published-date-follows-schedule'

// Shown only after a refused save, with the comparison of versions it needs: loaded then.
const EditConflictNotice = lazy(() =>
  import('./edit-conflict-notice').then((module) => ({ default: module.EditConflictNotice })),
)

// The review panel (an admin, an item in review) and the notes (a saved item) come after the form's
// own fields: loaded as they are needed, not with the staff app.
const ReviewPanel = lazy(() =>
  import('@/staff/content/review/review-panel').then((module) => ({ default: module.ReviewPanel })),
)
const NotesThread = lazy(() =>
  import('@/staff/content/review/notes-thread').then((module) => ({ default: module.NotesThread })),
)

// The editor's dialog (FormDialog) is what scrolls under the save bar.
const editorDialog = (bar: HTMLElement) => bar.closest<HTMLElement>('[role="dialog"]')

/** Create or edit an item of any content type (docs/product.md section 5); `item` present means editing. */
export function ContentForm<Item extends AdminItem, Input extends FieldValues & PublishingValues, Payload>({
  type,
  item,
  onDone,
  onCreated,
}: {
  type: AdminContentType<Item, Input, Payload>
  item?: Item
  onDone: () => void
  /** A new item saved; without it the form is done, as after "Save and close". */
  onCreated?: (created: Item) => void
}) {
  const form = useForm<Input, unknown, Payload>({
    resolver: zodResolver(requireImageAlt(requireScheduleOrder(type.schema))),
    defaultValues: defaults(type.fields, item),
  })
  const [uploading, setUploading] = useState(false)
  const [documentUploading, setDocumentUploading] = useState(false)
  // An item that is always there, published (a site page): some of its fields never change.
  const permanent = item && type.permanent?.of(item) ? type.permanent : undefined
  // A permanent item's address never changes: nothing to keep.
  const movable = permanent?.fields.includes(String(type.movableAddress)) ? undefined : type.movableAddress
  const staff = useStaffUser()
  const admin = staff.canEdit
  // A new item is its writer's own draft.
  const access = item ? itemAccess(staff, item) : { edit: true, submit: true }
  const inReview = item?.reviewState === 'in_review'
  const withdraw = useReviewStep(type, item?.id ?? 0, onDone)
  const editing = useContentSave({
    type,
    item,
    form,
    imageUploading: uploading,
    onDone,
    onCreated: onCreated ?? onDone,
  })
  const refusal = editing.refusal ?? withdraw.refusal
  usePublishedDateFollowsSchedule(form, publishedDateName(type.fields), item)
  const busy = uploading || documentUploading || editing.saving
  // Ctrl+S (⌘S on a Mac) saves from anywhere in the form, as in a desktop editor, instead of the
  // browser saving the page.
  const saveShortcut = (event: React.KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return
    event.preventDefault()
    if (!busy && access.edit) void editing.submit()
  }
  const { unsaved, conflict } = editing
  const saveBar = useRef<HTMLDivElement>(null)
  useBottomBarClearance(saveBar, editorDialog)
  const [previewColumn, setPreviewColumn] = useState<HTMLElement | null>(null)
  return (
    <PreviewColumn value={previewColumn}>
      {editing.sessionEnded && <SignInAgain headingRef={editing.signInHeading} />}
      <form
        method="post"
        noValidate
        // With a preview beside it (1280 px and wider), the form and the page take half each and the
        // settings go under the form: the three side by side would leave the form under 560 px.
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:has-[[data-preview-column]:not(:empty)]:grid-cols-2"
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
            <Suspense>
              <EditConflictNotice
                conflict={conflict.body}
                mine={conflict.mine}
                labels={fieldLabels(type.fields)}
                onOverwrite={() => editing.overwrite(conflict.body.current)}
                onReload={() => editing.reload(conflict.body.current)}
              />
            </Suspense>
          )}
          {type.fields.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a type's fields are fixed; a row has no name
            <Fragment key={index}>
              <ContentTypeField
                field={field}
                form={form as UseFormReturn<Input, unknown, unknown>}
                permanent={permanent}
                onDocumentUploadingChange={setDocumentUploading}
              />
              {item && movable && holdsField(field, movable) && (
                <KeepOldAddress
                  form={form as UseFormReturn<Input, unknown, unknown>}
                  field={movable}
                  saved={String((item as Record<string, unknown>)[movable] ?? '')}
                />
              )}
            </Fragment>
          ))}
        </div>
        {/* Review, publishing, schedule, image, hashtags, search and social, and the notes: beside the text on a wide screen. */}
        <div className="grid min-w-0 gap-6">
          {admin && item && inReview && (
            <Suspense>
              <ReviewPanel type={type} item={item} onDone={onDone} />
            </Suspense>
          )}
          <section aria-label={adminMessages.settings} className="grid gap-4 lg:rounded-lg lg:border lg:p-4">
            <PublishingFields
              control={form.control}
              onUploadingChange={setUploading}
              alwaysPublished={permanent?.published}
              // An editor publishes through review: an admin's approval sets the time.
              throughReview={!admin}
            />
          </section>
          {item && (
            <Suspense>
              <NotesThread type={type.name} itemId={item.id} />
            </Suspense>
          )}
        </div>
        {/* A page's preview (page-editor/blocks-field.tsx): it stays in view as the form scrolls, and scrolls on its own. */}
        <div
          ref={setPreviewColumn}
          data-preview-column
          className="hidden xl:sticky xl:top-0 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:block xl:max-h-[calc(100dvh-7rem)] xl:overflow-y-auto xl:empty:hidden"
        />
        <div
          ref={saveBar}
          className="sticky bottom-0 flex flex-wrap items-center gap-x-4 gap-y-2 border-t bg-background py-3 lg:col-span-2"
        >
          {access.edit ? (
            <>
              <Button type="submit" disabled={busy}>
                {editing.saving ? 'Saving...' : item ? type.labels.update : type.labels.create}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void editing.saveAndClose()}
              >
                {adminMessages.saveAndClose}
              </Button>
            </>
          ) : (
            <p className="text-sm">{reviewMessages.editorsCannotEditInReview}</p>
          )}
          {!admin && access.edit && (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void editing.submitForReview()}
            >
              {reviewMessages.submit}
            </Button>
          )}
          {!admin && item && inReview && access.submit && (
            <Button
              type="button"
              variant="outline"
              disabled={withdraw.busy}
              onClick={() => withdraw.take({ action: 'withdraw' })}
            >
              {reviewMessages.withdraw}
            </Button>
          )}
          {refusal && (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          )}
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
    </PreviewColumn>
  )
}
