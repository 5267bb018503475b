import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the Worker's server render and while React adopts it, true once the app runs: a
 * served form must not be submittable before its handlers exist, or the browser would send
 * it as a plain GET with the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
