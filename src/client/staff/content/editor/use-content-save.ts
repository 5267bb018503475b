import { formMessages } from '@shared/messages'
import { reviewMessages } from '@shared/review-messages'
import { NEW_ITEM_KEY } from '@shared/schemas/unsaved-changes'
import type { EditConflictBody } from '@shared/types'
import { unsavedChangesText } from '@shared/unsaved-changes-text'
import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { editConflictOf } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { refusalText, takeReviewStep } from '@/staff/content/review/review-calls'
import { type AdminContentType, type AdminItem, failureText } from '@/staff/content/staff-content-type'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { reviewKey } from '@/staff/shared/waiting-queries'
import {
  isLeaving,
  isSignedOut,
  noticeSessionEnded,
  useHoldTyping,
  useSessionEnded,
} from '@/staff/shell/session-ended'
import { toastError } from '@/ui/use-toast'
import { defaults } from './content-form-values'
import type { PublishingValues } from './publishing-values'
import { useUnsavedChanges } from './use-unsaved-changes'

/**
 * Saving a content form: the changes kept while typing, the save itself, an edit conflict with
 * someone else's save, and a save refused for want of a session, sent once the person signs in again.
 */
export function useContentSave<
  Item extends AdminItem,
  Input extends FieldValues & PublishingValues,
  Payload,
>({
  type,
  item,
  form,
  imageUploading,
  onDone,
  onCreated,
}: {
  type: AdminContentType<Item, Input, Payload>
  item: Item | undefined
  form: UseFormReturn<Input, unknown, Payload>
  imageUploading: boolean
  onDone: () => void
  /** A new item saved: the editor goes on with it at its own address. */
  onCreated: (created: Item) => void
}) {
  const { messages } = type
  // Every content form has the featured image (PublishingValues); Path<Input> cannot see it generically.
  const imageField = 'featuredImage' as Path<Input>
  const [conflict, setConflict] = useState<{ body: EditConflictBody<Item>; mine: Record<string, unknown> }>()
  const unsaved = useUnsavedChanges(
    { contentType: type.name, itemKey: item ? String(item.id) : NEW_ITEM_KEY },
    form,
  )
  // A save refused for want of a session goes through once the person has signed in again.
  const saveAfterSignIn = useRef(false)
  // An editor's "Submit for review" saves, then submits what it saved.
  const thenSubmit = useRef(false)
  // A save keeps the editor open, as a desktop editor does; "Save and close" (or a submission) ends it.
  const thenClose = useRef(false)
  const submitted = useRef<Item>(undefined)
  const [refusal, setRefusal] = useState<string | null>(null)
  const stepRefusal = refusalText(reviewMessages.stepFailed)
  const save = useAdminMutation({
    mutationFn: async (values: Payload) => {
      unsaved.saving()
      const saved = await (item ? type.update(item.id, values) : type.create(values))
      await unsaved.saved()
      if (!thenSubmit.current) return saved
      submitted.current = saved
      return takeReviewStep<Item>(type.name, saved.id, { action: 'submit' })
    },
    // The featured image may change, and with it which images the library shows in use; a
    // submission joins the admins' waiting list.
    invalidates: [type.staffKey, mediaQueryOptions().queryKey, reviewKey],
    success: () =>
      thenSubmit.current ? reviewMessages.submitted : item ? messages.updated : messages.created,
    failure: (error) =>
      submitted.current
        ? stepRefusal(error)
        : isSignedOut(error)
          ? unsavedChangesText.signedOut
          : failureText(type, item ? messages.updateFailed : messages.createFailed)(error),
    onSuccess: (saved) => {
      if (thenSubmit.current || thenClose.current) onDone()
      else if (item) form.reset(defaults(type.fields, saved))
      else onCreated(saved)
    },
    onError: (error) => {
      // Saved, but not submitted: the form goes on from what was saved (a new item from the list).
      if (submitted.current) {
        setRefusal(stepRefusal(error))
        if (item) form.reset(defaults(type.fields, submitted.current))
        else onDone()
        return
      }
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
  useHoldTyping()
  const sessionEnded = useSessionEnded()
  const signInHeading = useRef<HTMLHeadingElement>(null)
  const submit = form.handleSubmit((values) => {
    submitted.current = undefined
    setRefusal(null)
    if (sessionEnded) {
      saveAfterSignIn.current = true
      signInHeading.current?.focus()
      return
    }
    // A new item that needs its image cannot go without it, and an upload still running has no URL yet.
    if (type.imageRequiredOnCreate && !item && (imageUploading || !form.getValues(imageField))) {
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
      enableBeforeUnload: () => !isLeaving(),
    })
  }, [sessionEnded, history])
  return {
    submit: (event?: React.BaseSyntheticEvent) => {
      thenSubmit.current = false
      thenClose.current = false
      return submit(event)
    },
    saveAndClose: () => {
      thenSubmit.current = false
      thenClose.current = true
      return submit()
    },
    submitForReview: () => {
      thenSubmit.current = true
      return submit()
    },
    refusal,
    saving: save.isPending,
    unsaved,
    conflict,
    sessionEnded,
    signInHeading,
    // Either way on names the version the conflict showed, so the next save is measured against it.
    overwrite: (current: Item) => {
      form.setValue('version' as Path<Input>, current.version as PathValue<Input, Path<Input>>)
      void submit()
    },
    reload: (current: Item) => {
      form.reset(defaults(type.fields, current))
      setConflict(undefined)
    },
  }
}
