import type { UnsavedChanges } from '@shared/schemas/unsaved-changes'
import { UNSAVED_CHANGES_DELAY_MS, unsavedChangesText } from '@shared/unsaved-changes-text'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import {
  isSignedOut,
  noticeSessionEnded,
  sessionHasEnded,
  useSessionEnded,
} from '@/staff/shell/session-ended'
import { toastError } from '@/ui/use-toast'
import {
  discardUnsavedChanges,
  keepUnsavedChanges,
  readUnsavedChanges,
  type UnsavedChangesKey,
} from './unsaved-changes-queries'

/**
 * Keeps what is typed in a content dialog on the server: a pause in typing, the tab
 * being hidden or closed and the dialog closing each send the form's values, so an inactivity
 * sign-out, a reload or a crash loses nothing. When the dialog opens with kept changes, `offer`
 * holds them until the user restores or discards them; typing meanwhile keeps the new values and
 * the offer stays. `saving` stops keeping while a save is under way; `saved` makes sure a keep
 * that was still travelling does not outlive the save (the save's own batch drops the row).
 * When a keep finds the session ended, the values stay in memory until the person signs in again.
 */
export function useUnsavedChanges<Values extends FieldValues>(
  key: UnsavedChangesKey,
  form: UseFormReturn<Values, unknown, unknown>,
) {
  const [offer, setOffer] = useState<UnsavedChanges | null>(null)
  const pending = useRef<Record<string, unknown> | null>(null)
  const inFlight = useRef<Promise<unknown> | null>(null)
  const paused = useRef(false)
  const warned = useRef(false)
  const { contentType, itemKey } = key

  const flush = useCallback(
    (keepalive = false) => {
      const values = pending.current
      // Signed out, the values wait in memory for the sign-in (session-ended.ts).
      if (!values || paused.current || sessionHasEnded()) return
      pending.current = null
      const sent = keepUnsavedChanges({ contentType, itemKey }, values, keepalive).catch((error: unknown) => {
        if (isSignedOut(error)) {
          pending.current ??= values
          noticeSessionEnded()
          return
        }
        console.error('unsaved changes could not be kept', error)
        // Once per dialog: a failing connection would otherwise toast on every pause in typing.
        if (!warned.current) toastError(unsavedChangesText.keepFailed)
        warned.current = true
      })
      inFlight.current = sent
      void sent.finally(() => {
        if (inFlight.current === sent) inFlight.current = null
      })
    },
    [contentType, itemKey],
  )

  const sessionEnded = useSessionEnded()
  useEffect(() => {
    // Signed in again: what was typed meanwhile is kept now.
    if (!sessionEnded) flush()
  }, [sessionEnded, flush])

  useEffect(() => {
    let live = true
    readUnsavedChanges({ contentType, itemKey })
      .then((kept) => {
        if (live) setOffer(kept)
      })
      .catch((error: unknown) => console.error('unsaved changes could not be read', error))
    return () => {
      live = false
    }
  }, [contentType, itemKey])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.watch((values) => {
      pending.current = { ...values }
      clearTimeout(timer)
      timer = setTimeout(() => flush(), UNSAVED_CHANGES_DELAY_MS)
    })
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true)
    }
    const onPageHide = () => flush(true)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      subscription.unsubscribe()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      // Closing the dialog without saving keeps what was typed, to be offered next time.
      flush(true)
    }
  }, [form, flush])

  return {
    offer,
    /** Puts the kept values in the form; they are kept again as they now stand. */
    restore() {
      if (!offer) return
      form.reset({ ...form.getValues(), ...offer.values } as Values, { keepDefaultValues: true })
      setOffer(null)
      pending.current = { ...form.getValues() }
      flush()
    },
    discard() {
      setOffer(null)
      pending.current = null
      discardUnsavedChanges({ contentType, itemKey }).catch((error: unknown) =>
        console.error('unsaved changes could not be discarded', error),
      )
    },
    /** Stops keeping while the save runs. */
    saving() {
      paused.current = true
    },
    /**
     * After a failed save, keeping resumes: the values as they stand go with the next pause in
     * typing or when the dialog closes (not at once, so the save's own error stays the message).
     */
    saveFailed() {
      paused.current = false
      pending.current = { ...form.getValues() }
    },
    /** After a successful save: a keep sent before it must not bring the row back. */
    async saved() {
      pending.current = null
      const travelling = inFlight.current
      if (!travelling) return
      await travelling
      await discardUnsavedChanges({ contentType, itemKey }).catch((error: unknown) =>
        console.error('unsaved changes could not be discarded after saving', error),
      )
    },
  }
}
