import { inArray, like, lt, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { edgeCacheEntries } from '../db/schema'
import type { CacheTag } from '../lib/cache-tags'
import { defaultCache } from '../lib/default-cache'

// The edge cache's index of its copies (middleware/edge-cache.ts stores, writes invalidate): the
// Cache API can only delete by exact key, and a page's keys vary with the visitor's locale, their
// consent and the query string, so the keys actually stored are kept in D1 with their tags.

/** Indexes a copy just stored under `key`, showing `tags`. */
export async function indexCachedCopy(
  db: Db,
  key: string,
  tags: CacheTag[],
  now = Date.now(),
): Promise<void> {
  const row = { key, tags: `,${tags.join(',')},`, storedAt: now }
  await db
    .insert(edgeCacheEntries)
    .values(row)
    .onConflictDoUpdate({ target: edgeCacheEntries.key, set: { tags: row.tags, storedAt: now } })
}

/**
 * Drops from this location's cache every copy that shows one of `tags`, before the write that
 * changed them answers: the next anonymous request here renders afresh. Other locations are
 * reached by the purge API when one is configured (services/cache-purge.ts); without it their
 * copies live out their short life (fresh 60 s, then served stale for up to 300 s while they
 * refresh). Returns how many copies were dropped.
 */
export async function dropCachedCopies(db: Db, tags: CacheTag[]): Promise<number> {
  if (tags.length === 0) return 0
  const showing = or(...tags.map((tag) => like(edgeCacheEntries.tags, `%,${tag},%`)))
  const rows = await db.select({ key: edgeCacheEntries.key }).from(edgeCacheEntries).where(showing)
  if (rows.length === 0) return 0
  const cache = defaultCache()
  await Promise.all(rows.map(({ key }) => cache.delete(new Request(key))))
  const keys = rows.map(({ key }) => key)
  // D1 binds at most 100 values per statement.
  for (let start = 0; start < keys.length; start += 100) {
    await db.delete(edgeCacheEntries).where(inArray(edgeCacheEntries.key, keys.slice(start, start + 100)))
  }
  return rows.length
}

/** Cron: forgets index rows whose copy has expired anyway (stored longer than `maxAgeMs` ago). */
export async function pruneCachedCopies(db: Db, maxAgeMs: number, now = Date.now()): Promise<void> {
  await db.delete(edgeCacheEntries).where(lt(edgeCacheEntries.storedAt, now - maxAgeMs))
}
