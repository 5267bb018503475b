import { useEffect, useSyncExternalStore } from 'react'
import { ApiError } from '@/lib/api-client'

/**
 * Whether the staff app's session has ended under an open editor: another device ended it, or it
 * expired. An editor that holds typing signs in again in place instead of the page reloading to
 * the login, so nothing typed is lost (docs/decisions/018). Shared by every editor and the frame's
 * keep-alive, hence a module-level store rather than React state.
 */
let ended = false
let holders = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

/** The API refused a request because nobody is signed in. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401

/** A request found the session gone. */
export function noticeSessionEnded() {
  if (ended) return
  ended = true
  emit()
}

/** Signed in again: editors keep what was typed on the server and finish a refused save. */
export function sessionResumed() {
  if (!ended) return
  ended = false
  emit()
}

export const sessionHasEnded = () => ended

let leaving = false

/**
 * Another account signed in where the session ended: the staff app loads afresh as theirs. The session
 * stays ended until then, so nothing the first account typed is kept under the second on the way out.
 */
export function reloadAsAnotherAccount() {
  leaving = true
  window.location.reload()
}

/** The page is reloading for another account: typing held for the first one no longer stops it. */
export const isLeaving = () => leaving

/** An editor is open whose typing would be lost by a reload to the login. */
export const typingIsHeld = () => holders > 0

/** For an editor: while it is mounted, an ended session is recovered in place, not by a reload. */
export function useHoldTyping() {
  useEffect(() => {
    holders += 1
    return () => {
      holders -= 1
    }
  }, [])
}

/** Whether the session has ended under an open editor. */
export function useSessionEnded() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    sessionHasEnded,
    () => false,
  )
}
