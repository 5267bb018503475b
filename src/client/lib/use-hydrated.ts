import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the Worker's server render and while React adopts it, true once the app runs.
 * Controls that only the app can act on (the cookie banner's buttons) and client-only parts wait
 * for it; the public forms do not, since the browser posts them itself until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
