import { PAGE_SEED_ELEMENT_ID, type PageSeed } from '@shared/page-seed'

let seed: PageSeed | undefined | null = null

function readSeed(): PageSeed | undefined {
  if (seed === null) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent
    seed = text ? (JSON.parse(text) as PageSeed) : undefined
  }
  return seed
}

/**
 * The served item for `path`, once: only the page the browser loaded carries one, and after a
 * client navigation the query cache (or a fetch) is the source.
 */
export function takePageSeed(path: string): PageSeed | undefined {
  const found = readSeed()
  if (found?.path !== path) return undefined
  seed = undefined
  return found
}
