import { STAFF_LIST_DISPLAY_KEY } from '@shared/storage-names'
import { useSyncExternalStore } from 'react'
import { useStaffUser } from '@/staff/shell/staff-user'

/** The columns a person may hide; the title and the actions always show. */
export const OPTIONAL_COLUMNS = ['status', 'author', 'hashtags', 'edited'] as const
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]

export type Density = 'compact' | 'comfortable'

export interface ListDisplay {
  hidden: OptionalColumn[]
  density: Density
}

/**
 * How the signed-in person likes the content lists: the optional columns they hid and how much
 * room a row takes. One choice for every content type, kept in this browser under the person's
 * id (localStorage: no cookie, and someone else signing in here starts from the defaults); every
 * column and compact rows until they choose.
 */
export function useListDisplay(): [ListDisplay, (next: ListDisplay) => void] {
  const key = `${STAFF_LIST_DISPLAY_KEY}:${useStaffUser().user.id}`
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  return [parse(stored), (next) => write(key, JSON.stringify(next))]
}

/** What was stored, as far as it still names columns and densities; anything else is the default. */
function parse(stored: string | null): ListDisplay {
  try {
    const { hidden, density } = JSON.parse(stored ?? '{}') as Partial<Record<keyof ListDisplay, unknown>>
    return {
      hidden: OPTIONAL_COLUMNS.filter((column) => Array.isArray(hidden) && hidden.includes(column)),
      density: density === 'comfortable' ? density : 'compact',
    }
  } catch {
    return { hidden: [], density: 'compact' }
  }
}

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // The same person changed it in another tab.
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch (error) {
    console.warn('the list’s columns and density could not be read; showing the defaults', error)
    return null
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch (error) {
    console.warn('the list’s columns and density could not be kept in this browser', error)
  }
  for (const listener of listeners) listener()
}
