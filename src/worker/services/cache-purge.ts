import { and, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cachePurges } from '../db/schema'
import type { AppConfig } from '../env'
import { zoneCacheTag } from '../lib/cache-tags'
import { MAX_TAGS_PER_PURGE, type PurgeSettings, purgeByTags, purgeSettings } from './cloudflare-purge'

// Writes reach every location: the tags a write changed are recorded in D1 (`cache_purges`) before
// it answers, then sent to Cloudflare's purge API in the write's waitUntil; what fails there (or
// is cut with the waitUntil) the Cron Trigger sends again, with backoff, up to PURGE_MAX_ATTEMPTS.
// A tag is one row however many writes ask for it, and a sender takes every due tag at once, so a
// burst of writes makes one call. At least once: purging a tag twice only costs a render.

/**
 * A write's waitUntil waits this long before sending: the writes of a burst share one call (the
 * purge API allows 5 calls a minute on the Free plan), and a render that read a D1 replica a
 * little behind the write has stored its copy by then, so the purge takes it too (one that began
 * before the write keeps none: services/content-cache.ts).
 * With a call's 10 s deadline it stays inside the 30 s a waitUntil may run.
 */
const PURGE_SETTLE_MS = 5000
/** A sender holds the rows it took this long, beyond its calls' deadlines. */
const CLAIM_MS = 60_000
/** Failed attempt n waits 2^(n-1) x this before the next: 1, 2, 4 … 64 min (the cron runs every 5). */
const BACKOFF_BASE_MS = 60_000
/** Then the tag is dropped and logged: by now every copy it names has expired anyway (a day at most). */
const PURGE_MAX_ATTEMPTS = 8
/** A write's waitUntil sends again while writes ask for tags its call was already sending. */
const FAST_PATH_ROUNDS = 3
const CLAIM_BATCH = 5 * MAX_TAGS_PER_PURGE
/** Rows per insert: four bound values each, under D1's 100 per statement. */
const INSERT_BATCH = 20

interface Claimed {
  tag: string
  version: number
}

/**
 * Records that the copies showing `tags` must go in every location. Returns the purge API to send
 * them to, or null when none is configured (then nothing is recorded: the write reaches this
 * location only, as its local drop does).
 */
export async function recordPurge(
  db: Db,
  config: AppConfig,
  tags: string[],
  now = Date.now(),
): Promise<PurgeSettings | null> {
  const settings = purgeSettings(config)
  if (!settings || tags.length === 0) return settings
  const rows = [...new Set(tags)].map((tag) => ({
    tag: zoneCacheTag(config.SITE_URL, tag),
    requestedAt: now,
    nextAttemptAt: now,
  }))
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insert(cachePurges)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoUpdate({
        target: cachePurges.tag,
        // A new write deserves its own attempts, at once.
        set: { version: sql`${cachePurges.version} + 1`, attempts: 0, nextAttemptAt: now },
      })
  }
  return settings
}

/**
 * A write's fast path, in its waitUntil: after PURGE_SETTLE_MS, sends every due tag. Never throws;
 * a failure stays recorded for the cron.
 */
export async function sendPendingPurges(
  db: Db,
  settings: PurgeSettings,
  settleMs = PURGE_SETTLE_MS,
): Promise<void> {
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    for (let round = 0; round < FAST_PATH_ROUNDS; round += 1) {
      // Tags a write asked for again while they were being sent: the call may have preceded it.
      if ((await purgeDue(db, settings, Date.now())) === 0) return
    }
  } catch (error) {
    console.error('cache purge: sending the pending tags failed; the cron retries them', error)
  }
}

/** Cron: sends the tags whose retry is due. Nothing when no purge API is configured. */
export async function retryPendingPurges(db: Db, config: AppConfig, now = Date.now()): Promise<void> {
  const settings = purgeSettings(config)
  if (settings) await purgeDue(db, settings, now)
}

/**
 * Takes every due tag, sends them in calls of MAX_TAGS_PER_PURGE (sorted, so a call's tags are
 * predictable) and settles each call. Returns how many tags were asked for again meanwhile.
 */
async function purgeDue(db: Db, settings: PurgeSettings, now: number): Promise<number> {
  const claimed = await claimDue(db, now)
  claimed.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
  let askedAgain = 0
  for (let start = 0; start < claimed.length; start += MAX_TAGS_PER_PURGE) {
    const call = claimed.slice(start, start + MAX_TAGS_PER_PURGE)
    try {
      await purgeByTags(
        settings,
        call.map(({ tag }) => tag),
      )
    } catch (error) {
      await recordFailure(db, call, error, now)
      continue
    }
    askedAgain += await settle(db, call)
  }
  return askedAgain
}

async function claimDue(db: Db, now: number): Promise<Claimed[]> {
  const due = and(
    lte(cachePurges.nextAttemptAt, now),
    or(isNull(cachePurges.claimedUntil), lte(cachePurges.claimedUntil, now)),
  )
  return db
    .update(cachePurges)
    .set({ claimedUntil: now + CLAIM_MS })
    .where(
      inArray(
        cachePurges.tag,
        db.select({ tag: cachePurges.tag }).from(cachePurges).where(due).limit(CLAIM_BATCH),
      ),
    )
    .returning({ tag: cachePurges.tag, version: cachePurges.version })
}

/** One bound JSON value for the call's tags, under D1's 100 bound values per statement. */
const tagsOf = (call: Claimed[]): SQL =>
  sql`${cachePurges.tag} in (select value from json_each(${JSON.stringify(call.map(({ tag }) => tag))}))`

/** Drops the rows the call purged; releases those a write asked for again meanwhile (a newer version). */
async function settle(db: Db, call: Claimed[]): Promise<number> {
  const sent = JSON.stringify(call.map(({ tag, version }) => [tag, version]))
  const [, released] = await db.batch([
    db
      .delete(cachePurges)
      .where(
        sql`(${cachePurges.tag}, ${cachePurges.version}) in (select value ->> 0, value ->> 1 from json_each(${sent}))`,
      ),
    db
      .update(cachePurges)
      .set({ claimedUntil: null })
      .where(tagsOf(call))
      .returning({ tag: cachePurges.tag }),
  ])
  return released.length
}

/** Backs the call's tags off, and gives up (logged) on those past PURGE_MAX_ATTEMPTS. */
async function recordFailure(db: Db, call: Claimed[], error: unknown, now: number): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  const [failed, dropped] = await db.batch([
    db
      .update(cachePurges)
      .set({
        attempts: sql`${cachePurges.attempts} + 1`,
        // The old `attempts`, as every expression of an UPDATE reads the row before it.
        nextAttemptAt: sql`${now} + ${BACKOFF_BASE_MS} * (1 << min(${cachePurges.attempts}, 10))`,
        claimedUntil: null,
        lastError: message.slice(0, 1000),
      })
      .where(tagsOf(call))
      .returning({ attempts: cachePurges.attempts }),
    db
      .delete(cachePurges)
      .where(and(tagsOf(call), gte(cachePurges.attempts, PURGE_MAX_ATTEMPTS)))
      .returning({ tag: cachePurges.tag }),
  ])
  const attempts = Math.max(0, ...failed.map((row) => row.attempts))
  console.error(
    `cache purge of ${call.length} tag(s) failed (attempt ${attempts} of ${PURGE_MAX_ATTEMPTS}; the cron retries): ${message}`,
  )
  if (dropped.length > 0)
    console.error(
      `cache purge given up after ${PURGE_MAX_ATTEMPTS} attempts: ${dropped.map(({ tag }) => tag).join(', ')}`,
    )
}
