import { PAGE_SEED_ELEMENT_ID, type PageSeed } from '@shared/page-seed'

type KeysOfEach<Union> = Union extends unknown ? keyof Union : never
type SeedKey = Exclude<KeysOfEach<PageSeed>, 'path'>
type SeedData<Key extends SeedKey> = Extract<PageSeed, Record<Key, unknown>>[Key]

// null: the page's seed has not been read yet; undefined: there is none, or it was taken.
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
 * The data of kind `key` the page at `path` was served with, once: only the page the browser
 * loaded carries any, and after a client navigation the query cache (or a fetch) is the source.
 */
export function takePageSeed<Key extends SeedKey>(path: string, key: Key): SeedData<Key> | undefined {
  const found = readSeed()
  if (found?.path !== path || !(key in found)) return undefined
  seed = undefined
  return (found as Extract<PageSeed, Record<Key, unknown>>)[key]
}
