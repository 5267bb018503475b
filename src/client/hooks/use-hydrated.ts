import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the Worker's server render and while React adopts it, true once the app runs. A
 * served form stays unsubmittable until then (the browser would otherwise send it as a plain GET
 * with the visitor's details in the URL), and client-only parts wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
