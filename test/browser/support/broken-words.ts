import type { Page } from 'playwright-core'

/**
 * Every run of letters or digits in the elements `selector` finds that the browser laid out on more
 * than one line: a break at a space, a hyphen or a slash is a wrap, one inside such a run splits a word.
 */
export function brokenWords(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const broken: string[] = []
    for (const cell of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
          const start = word.index ?? 0
          const range = document.createRange()
          range.setStart(node, start)
          range.setEnd(node, start + word[0].length)
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          )
          if (lines.size > 1) broken.push(word[0])
        }
      }
    }
    return broken
  }, selector)
}
