import { STAFF_COLOR_SCHEME_KEY } from '@shared/storage-names'
import { useEffect, useSyncExternalStore } from 'react'

const STORAGE_KEY = STAFF_COLOR_SCHEME_KEY
const DARK_QUERY = '(prefers-color-scheme: dark)'
type Choice = 'light' | 'dark'

/**
 * The staff app's colour scheme: the system's, until the person flips the switch; flipping it
 * back to what the system says follows the system again. The choice is kept in this browser
 * (localStorage: no cookie, the staff screen sets only essential ones). While the staff app is
 * open, <html> carries the `dark` class, so dialogs and toasts, which render outside the app's
 * own elements, follow it too.
 */
export function useColorScheme() {
  const systemDark = useSyncExternalStore(
    subscribeSystem,
    () => matchMedia(DARK_QUERY).matches,
    () => false,
  )
  const choice = useSyncExternalStore(subscribeChoice, readChoice, () => null)
  const dark = choice ? choice === 'dark' : systemDark

  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', dark)
    return () => root.classList.remove('dark')
  }, [dark])

  return {
    dark,
    setDark(next: boolean) {
      writeChoice(next === systemDark ? null : next ? 'dark' : 'light')
    },
  }
}

function subscribeSystem(onChange: () => void) {
  const query = matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const listeners = new Set<() => void>()

function subscribeChoice(onChange: () => void) {
  listeners.add(onChange)
  // Another tab of the staff app flipped the switch.
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readChoice(): Choice | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : null
  } catch (error) {
    console.warn('the colour scheme could not be read; following the system', error)
    return null
  }
}

function writeChoice(choice: Choice | null) {
  try {
    if (choice) localStorage.setItem(STORAGE_KEY, choice)
    else localStorage.removeItem(STORAGE_KEY)
  } catch (error) {
    console.warn('the colour scheme could not be kept in this browser', error)
  }
  for (const listener of listeners) listener()
}
