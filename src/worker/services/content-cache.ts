import { and, gte, inArray, like, lt, notExists, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cacheTagWrites, edgeCacheEntries } from '../db/schema'
import type { CacheTag } from '../lib/cache-tags'
import { defaultCache } from '../lib/default-cache'

// The edge cache's index of its copies (middleware/edge-cache.ts stores, writes invalidate): the
// Cache API can only delete by exact key, and a page's keys vary with the visitor's locale, their
// consent and the query string, so the keys actually stored are kept in D1 with their tags.
//
// A render can read D1 before a write and store its copy after the write dropped the copies
// showing what it changed. So each write stamps its tags' row in `cache_tag_writes` in the same
// batch that finds the copies to drop, and a copy is indexed only if none of its tags was written
// since its render began; the edge cache deletes a copy the index refused.

/**
 * Indexes a copy just stored under `key`, showing `tags`, whose render began at `renderedAt`,
 * unless a write changed one of those tags since then: one statement. Returns whether it was
 * indexed; a copy that was not must not stay in the cache, since it may show what a write has
 * changed and no later write could find it.
 *
 * A Worker's clock moves only when I/O completes: `renderedAt` is no later than the render's first
 * D1 read, and a write's stamp, taken after its commit, no earlier than that commit. So a render
 * that read before a write always has `renderedAt` <= the stamp, an equal millisecond included,
 * which is why a tie refuses (it costs one render not kept).
 */
export async function indexCachedCopy(
  db: Db,
  key: string,
  tags: CacheTag[],
  renderedAt: number,
  now = Date.now(),
): Promise<boolean> {
  const writtenSince = db
    .select({ tag: cacheTagWrites.tag })
    .from(cacheTagWrites)
    .where(and(inArray(cacheTagWrites.tag, tags), gte(cacheTagWrites.writtenAt, renderedAt)))
  const indexed = await db
    .insert(edgeCacheEntries)
    .select(sql`select ${key}, ${`,${tags.join(',')},`}, ${now} where ${notExists(writtenSince)}`)
    .onConflictDoUpdate({
      target: edgeCacheEntries.key,
      set: { tags: sql`excluded.tags`, storedAt: sql`excluded.stored_at` },
    })
    .returning({ key: edgeCacheEntries.key })
  return indexed.length > 0
}

/**
 * Drops from this location's cache every copy that shows one of `tags`, before the write that
 * changed them answers: the next anonymous request here renders afresh. The same batch stamps the
 * tags as written at `now`, so a render that began earlier and has not indexed its copy yet never
 * will. Other locations are reached by the purge API when one is configured
 * (services/cache-purge.ts); without it their copies live out their short life (fresh 60 s, then
 * served stale for up to 300 s while they refresh). Returns how many copies were dropped.
 */
export async function dropCachedCopies(db: Db, tags: CacheTag[], now = Date.now()): Promise<number> {
  if (tags.length === 0) return 0
  const showing = or(...tags.map((tag) => like(edgeCacheEntries.tags, `%,${tag},%`)))
  const [, rows] = await db.batch([
    db
      .insert(cacheTagWrites)
      .values(tags.map((tag) => ({ tag, writtenAt: now })))
      // A machine whose clock is behind never moves a stamp back.
      .onConflictDoUpdate({
        target: cacheTagWrites.tag,
        set: { writtenAt: sql`max(${cacheTagWrites.writtenAt}, excluded.written_at)` },
      }),
    db.select({ key: edgeCacheEntries.key }).from(edgeCacheEntries).where(showing),
  ])
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

/**
 * Cron: forgets index rows whose copy has expired anyway (stored longer than `maxAgeMs` ago), and
 * write stamps no render still under way can predate (a render ends long before a copy expires).
 */
export async function pruneCachedCopies(db: Db, maxAgeMs: number, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(edgeCacheEntries).where(lt(edgeCacheEntries.storedAt, now - maxAgeMs)),
    db.delete(cacheTagWrites).where(lt(cacheTagWrites.writtenAt, now - maxAgeMs)),
  ])
}
