import { type RefObject, useEffect } from 'react'

/**
 * Keeps what Tab focuses clear of `bar`, a bar fixed or sticky at the bottom of `scroller`'s view
 * (WCAG 2.4.11): while the bar is mounted its height, measured as it changes, is `scroller`'s
 * scroll-padding-bottom, so the browser scrolls a focused control to above it. A fixed bar also
 * covers the end of the content when scrolled to the bottom, where no scrolling is left to do:
 * `roomAtEnd` pads the end by the same height. (A sticky bar stands after the content there.)
 *
 * Set on the element itself: a custom property would be inherited by every element below it, and
 * setting one on <html> restyled the whole page once the app had started (76-109 ms of style
 * recalculation on `/` at 4x CPU slowdown); these properties are not inherited.
 */
export function useBottomBarClearance(
  bar: RefObject<HTMLElement | null>,
  scrollerOf: (bar: HTMLElement) => HTMLElement | null,
  { roomAtEnd = false }: { roomAtEnd?: boolean } = {},
) {
  useEffect(() => {
    const element = bar.current
    const scroller = element && scrollerOf(element)
    if (!element || !scroller) return
    const observer = new ResizeObserver(() => {
      // Whole pixels, rounded up: scrolling stops on whole pixels, and a bar 185.25 px tall left
      // what was scrolled to above it 1.25 px under it.
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`
      scroller.style.scrollPaddingBottom = height
      if (roomAtEnd) scroller.style.paddingBottom = height
    })
    observer.observe(element)
    // The browser scrolls a focused textarea only as far as its caret, leaving the rest under the
    // bar: once it has scrolled, what Tab focused and still reaches under the bar is brought above it
    // (scrollIntoView keeps to scroll-padding), when it fits there.
    const reveal = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || element.contains(target)) return
      requestAnimationFrame(() => {
        if (document.activeElement !== target || !target.matches(':focus-visible')) return
        const box = target.getBoundingClientRect()
        const barTop = element.getBoundingClientRect().top
        const viewTop = scroller === document.documentElement ? 0 : scroller.getBoundingClientRect().top
        if (box.bottom > barTop && box.height <= barTop - viewTop) target.scrollIntoView({ block: 'nearest' })
      })
    }
    scroller.addEventListener('focusin', reveal)
    return () => {
      scroller.removeEventListener('focusin', reveal)
      observer.disconnect()
      scroller.style.removeProperty('scroll-padding-bottom')
      if (roomAtEnd) scroller.style.removeProperty('padding-bottom')
    }
  }, [bar, scrollerOf, roomAtEnd])
}
