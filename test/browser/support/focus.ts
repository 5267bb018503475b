import type { Page } from 'playwright-core'

/**
 * The focused element, whether it had focus before in this `pass` (a walk through the page by
 * Tab ends where it began), and which of the fixed or sticky bars named by `covers` (CSS selectors)
 * hide any of it (WCAG 2.4.11, and 2.4.12's stricter "no part"): its box overlaps the bar's by a
 * pixel or more and the bar is what is painted there (the skip link, say, shows above the header).
 * A control inside a bar is never hidden by it. Plain DOM, so any engine playwright-core drives can
 * run it.
 */
export function focusedAndCoveredBy(page: Page, covers: string[], pass: string) {
  return page.evaluate(
    async ({ selectors, pass }) => {
      // The page may scroll smoothly (styles.css): wait until the scroll that focus started has
      // ended (a caller emulating reduced motion makes it end at once, which is surer on a busy machine).
      let last = Number.NaN
      while (last !== window.scrollY) {
        last = window.scrollY
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const focused = document.activeElement as HTMLElement | null
      if (!focused || focused === document.body)
        return { label: 'body', again: true, coveredBy: [] as string[] }
      const labelled = (focused as HTMLInputElement).labels?.[0]?.textContent
      const label = `${focused.tagName.toLowerCase()} '${(focused.getAttribute('aria-label') ?? labelled ?? focused.getAttribute('name') ?? focused.textContent ?? '').trim().slice(0, 40)}'`
      const store = window as { focusPasses?: Map<string, WeakSet<Element>> }
      const passes = store.focusPasses ?? new Map<string, WeakSet<Element>>()
      store.focusPasses = passes
      const seen = passes.get(pass) ?? new WeakSet<Element>()
      passes.set(pass, seen)
      const again = seen.has(focused)
      seen.add(focused)
      const rect = focused.getBoundingClientRect()
      const coveredBy = selectors.filter((selector) => {
        const bar = document.querySelector(selector)
        if (!bar || bar.contains(focused)) return false
        const cover = bar.getBoundingClientRect()
        const top = Math.max(rect.top, cover.top)
        const bottom = Math.min(rect.bottom, cover.bottom)
        const left = Math.max(rect.left, cover.left)
        const right = Math.min(rect.right, cover.right)
        if (bottom - top < 1 || right - left < 1) return false
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        return onTop !== null && bar.contains(onTop)
      })
      return { label, again, coveredBy }
    },
    { selectors: covers, pass },
  )
}

/** Where focus is: the element's id, or its tag and accessible text. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return 'body'
    if (focused.id) return `#${focused.id}`
    return `${focused.tagName.toLowerCase()} '${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim()}'`
  })
}
