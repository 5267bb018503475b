import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants'
import { TOAST_TITLE_ERROR, TOAST_TITLE_SUCCESS } from '@shared/messages'
import { useSyncExternalStore } from 'react'
import type { ToastVariant } from './toast'

export interface ToastItem {
  id: string
  title: string
  description?: string
  variant?: ToastVariant
  open: boolean
}

// A tiny store outside React so any module (mutations, route loaders) can raise a toast.
let toasts: ToastItem[] = []
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function toast(item: Omit<ToastItem, 'id' | 'open'>): string {
  counter += 1
  const id = String(counter)
  emit([{ ...item, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

export const toastSuccess = (description: string, title = TOAST_TITLE_SUCCESS) =>
  toast({ title, description })
export const toastError = (description: string, title = TOAST_TITLE_ERROR) =>
  toast({ title, description, variant: 'destructive' })

/** Closing keeps the toast for its exit animation; it is removed after docs/product.md's 1,000,000 ms. */
export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
