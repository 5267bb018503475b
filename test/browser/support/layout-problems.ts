import type { Page } from 'playwright-core'

/**
 * What a person would see as broken on the page as it is laid out now, each in a line naming the
 * elements: two pieces of text drawn over each other, an element wider than the viewport or than a
 * box that was not made to scroll sideways, text cut off by its box, a control under a fixed or
 * floating element, a word split over two lines. Text a person cannot see is left out: visually
 * hidden text, text behind a modal (its page is aria-hidden or inert), text scrolled out of its box.
 * Split words are looked for in the elements `scope` finds only.
 * Plain DOM, so any engine playwright-core drives can run it.
 */
export function layoutProblems(page: Page, layers: string[] = [], scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ layers, scope }) => {
      // A layer that floats over the page on purpose (the cookie banner, which asks before anything
      // else): what it covers is not a fault of the page's layout.
      const inLayer = (element: Element) => layers.some((layer) => element.closest(layer) !== null)
      const problems = new Set<string>()
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }

      const name = (element: Element) => {
        const tag = element.tagName.toLowerCase()
        const label =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        return label ? `${tag} "${label}"` : tag
      }
      const styles = new Map<Element, CSSStyleDeclaration>()
      const style = (element: Element) => {
        const known = styles.get(element) ?? getComputedStyle(element)
        styles.set(element, known)
        return known
      }
      const unseen = (element: Element) =>
        element.closest('[aria-hidden="true"], [inert], pre, code, [data-layout-check="ignore"]') !== null
      /** Hidden by its styles, or visually hidden for screen readers (a box of a pixel or none). */
      const hiddenness = new Map<Element, boolean>()
      const hidden = (element: Element): boolean => {
        const known = hiddenness.get(element)
        if (known !== undefined) return known
        const css = style(element)
        const box = element.getBoundingClientRect()
        const tiny =
          ((box.width <= 1 || box.height <= 1) &&
            (css.overflow !== 'visible' || css.position === 'absolute')) ||
          css.clip.startsWith('rect(0') ||
          css.clipPath === 'inset(50%)'
        const answer =
          css.visibility === 'hidden' ||
          css.opacity === '0' ||
          css.display === 'none' ||
          tiny ||
          (element.parentElement !== null && hidden(element.parentElement))
        hiddenness.set(element, answer)
        return answer
      }
      const scrolls = (value: string) => value === 'auto' || value === 'scroll'
      const clips = (value: string) => value === 'hidden' || value === 'clip'

      // Each line of visible text, cut to what its scrolling or clipping boxes let through.
      interface Line {
        owner: Element
        left: number
        right: number
        top: number
        bottom: number
      }
      const lines: Line[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement
        if (!owner || !(node.textContent ?? '').trim() || unseen(owner) || hidden(owner)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          const line = { owner, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
          let cut = false
          for (let box: Element | null = owner; box && box !== document.body; box = box.parentElement) {
            const css = style(box)
            if (
              !scrolls(css.overflowX) &&
              !clips(css.overflowX) &&
              !scrolls(css.overflowY) &&
              !clips(css.overflowY)
            )
              continue
            const edge = box.getBoundingClientRect()
            const clipsText = clips(css.overflowX) || clips(css.overflowY)
            const beyond =
              line.right > edge.right + 1 ||
              line.left < edge.left - 1 ||
              line.bottom > edge.bottom + 1 ||
              line.top < edge.top - 1
            // Cut off: beyond a box that hides what overflows, unless the box ends the text with an
            // ellipsis or clamps its lines on purpose (its full text is then a hover away).
            if (
              beyond &&
              clipsText &&
              !scrolls(css.overflowX) &&
              !scrolls(css.overflowY) &&
              css.textOverflow !== 'ellipsis' &&
              style(owner).textOverflow !== 'ellipsis' &&
              css.webkitLineClamp === 'none'
            )
              problems.add(`text cut off by its box: ${name(owner)} in ${name(box)}`)
            line.left = Math.max(line.left, edge.left)
            line.right = Math.min(line.right, edge.right)
            line.top = Math.max(line.top, edge.top)
            line.bottom = Math.min(line.bottom, edge.bottom)
            if (line.right - line.left < 1 || line.bottom - line.top < 1) {
              cut = true
              break
            }
          }
          if (!cut && rect.width > 0) lines.push(line)
        }
      }

      // A bar that sticks to the edge of its scrolling box while the rest scrolls under it, as the
      // editor's save bar does: what passes under it comes into view above it.
      const stickyBar = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement)
          if (style(at).position === 'sticky') return at
        return null
      }

      // Text over text: two lines of different elements sharing a fifth of the smaller one's area.
      lines.sort((a, b) => a.top - b.top)
      for (let i = 0; i < lines.length; i++) {
        const a = lines[i] as Line
        for (let j = i + 1; j < lines.length; j++) {
          const b = lines[j] as Line
          if (b.top >= a.bottom) break
          if (a.owner === b.owner || inLayer(a.owner) !== inLayer(b.owner)) continue
          if (stickyBar(a.owner) !== stickyBar(b.owner)) continue
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (width <= 2 || height <= 4) continue
          const smaller = Math.min(
            (a.right - a.left) * (a.bottom - a.top),
            (b.right - b.left) * (b.bottom - b.top),
          )
          if (width * height > smaller / 5)
            problems.add(`text over text: ${name(a.owner)} and ${name(b.owner)}`)
        }
      }

      // Wider than the viewport, or than a box that scrolls but was not made to scroll sideways: a
      // box meant to (a wide table's) is a region a keyboard can reach, which axe asks of it anyway.
      if (document.documentElement.scrollWidth > viewport.width + 1)
        problems.add(
          `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewport.width}`,
        )
      for (const element of document.body.querySelectorAll('*')) {
        if (unseen(element)) continue
        const box = element.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) continue
        let container: Element | null = element.parentElement
        while (container && container !== document.body) {
          const css = style(container)
          if (scrolls(css.overflowX) || clips(css.overflowX)) break
          container = container.parentElement
        }
        if (!container || container === document.body) {
          const offScreen = box.right <= 0 || box.left >= viewport.width
          if (!offScreen && (box.right > viewport.width + 1 || box.left < -1) && !hidden(element))
            problems.add(
              `wider than the viewport: ${name(element)} (${Math.round(box.left)}–${Math.round(box.right)} px)`,
            )
          continue
        }
        const css = style(container)
        const sideways =
          container.hasAttribute('tabindex') ||
          /^(tablist|toolbar)$/.test(container.getAttribute('role') ?? '')
        if (!scrolls(css.overflowX) || sideways) continue
        const edge = container.getBoundingClientRect()
        if ((box.right > edge.right + 1 || box.left < edge.left - 1) && !hidden(element))
          problems.add(`wider than its scrolling box: ${name(element)} in ${name(container)}`)
      }

      // A control whose middle is under a fixed or floating element it is not part of.
      const controls = document.body.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])',
      )
      for (const control of controls) {
        if (unseen(control) || hidden(control)) continue
        const box = control.getBoundingClientRect()
        const x = box.left + box.width / 2
        const y = box.top + box.height / 2
        if (x < 0 || y < 0 || x >= viewport.width || y >= viewport.height) continue
        const top = document.elementFromPoint(x, y)
        if (!top || control.contains(top) || top.contains(control) || inLayer(top)) continue
        // A label's text over its own visually styled input, say, is part of the control.
        if (top.closest('label')?.contains(control)) continue
        for (let at: Element | null = top; at; at = at.parentElement) {
          const position = style(at).position
          if (position === 'fixed' || position === 'absolute') {
            if (!at.contains(control)) problems.add(`a control under ${name(at)}: ${name(control)}`)
            break
          }
        }
      }

      // A word the browser split over two lines.
      const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const owner = node.parentElement
        if (!owner || unseen(owner) || !owner.closest(scope)) continue
        const text = node.textContent ?? ''
        for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
          const start = word.index ?? 0
          const range = document.createRange()
          range.setStart(node, start)
          range.setEnd(node, start + word[0].length)
          const rows = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          )
          if (rows.size > 1 && !hidden(owner))
            problems.add(`a word split over two lines: "${word[0]}" in ${name(owner)}`)
        }
      }
      return [...problems]
    },
    { layers, scope },
  )
}

/** The words split over two lines in the elements `scope` finds (a CSS selector). */
export async function brokenWords(page: Page, scope: string): Promise<string[]> {
  const split = /^a word split over two lines: "(.+?)" in /
  return (await layoutProblems(page, [], scope)).flatMap((problem) => split.exec(problem)?.[1] ?? [])
}
