import type { Page } from 'playwright-core'

/**
 * The focused element, whether it had focus before in this `pass` (a walk through the page by
 * Tab ends where it began), and which of the fixed bars named by `covers` (CSS selectors) hide it
 * entirely (WCAG 2.4.11); a control inside a bar is never hidden by it. Plain DOM, so any engine
 * playwright-core drives can run it.
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
      const label = `${focused.tagName.toLowerCase()} '${(focused.getAttribute('aria-label') ?? focused.getAttribute('name') ?? focused.textContent ?? '').trim().slice(0, 40)}'`
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
        const within =
          rect.top >= cover.top &&
          rect.bottom <= cover.bottom &&
          rect.left >= cover.left &&
          rect.right <= cover.right
        // Within the bar's box and painted under it (the skip link, say, shows above the header).
        const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
        return within && onTop !== null && bar.contains(onTop)
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
