import { type RefObject, useCallback, useEffect, useRef } from 'react'
import type { FocusTarget } from './editor-context'

/**
 * Focus that follows a change: a moved block's button at its new place, the next block after a
 * removal. The target is looked for after each render until it is there.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>) {
  const pending = useRef<FocusTarget | undefined>(undefined)
  useEffect(() => {
    if (!pending.current || !root.current) return
    const element = pending.current(root.current)
    if (!element) return
    pending.current = undefined
    element.focus()
  })
  return useCallback((target: FocusTarget) => {
    pending.current = target
  }, [])
}
