import { desc, gte, lt, sql } from 'drizzle-orm'
import type { MissedAddress } from '../../shared/schemas/redirect'
import type { Db } from '../db/client'
import { missedPaths } from '../db/schema'

// Public page addresses that answered 404, so staff can see which old links people still follow
// and redirect them. The path alone: no query string, nothing of the visitor, so no consent asked.

const DAY_MS = 24 * 60 * 60 * 1000
/** A path not requested for this long is forgotten; the list shows this window. */
const MISSED_WINDOW_MS = 30 * DAY_MS
/** At most this many rows: a path new past it is not counted until the cron makes room. */
const MISSED_ROWS_MAX = 1000
/** The cron keeps this many, the most requested, so that new paths find room. */
const MISSED_ROWS_KEPT = 900
/** The longest path kept; a longer one is cut (a made-up address can be as long as a URL may be). */
const MISSED_PATH_MAX = 512
/** The list shows at most this many. */
const MISSED_SHOWN = 50

/** Counts a 404 of `path`: one statement, after the response (middleware/redirect-visits.ts). */
export async function recordMissedPath(db: Db, path: string, at = new Date()): Promise<void> {
  const seconds = Math.floor(at.getTime() / 1000)
  await db
    .insert(missedPaths)
    .select(
      sql`select ${path.slice(0, MISSED_PATH_MAX)}, 1, ${seconds}, ${seconds} where (select count(*) from ${missedPaths}) < ${MISSED_ROWS_MAX}`,
    )
    .onConflictDoUpdate({
      target: missedPaths.path,
      set: { count: sql`${missedPaths.count} + 1`, lastSeenAt: at },
    })
}

/** Cron: forgets paths not requested for 30 days, and all but the MISSED_ROWS_KEPT most requested. */
export async function pruneMissedPaths(db: Db, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(missedPaths).where(lt(missedPaths.lastSeenAt, new Date(now - MISSED_WINDOW_MS))),
    db
      .delete(missedPaths)
      .where(
        sql`path in (select path from missed_paths order by count desc, last_seen_at desc limit -1 offset ${MISSED_ROWS_KEPT})`,
      ),
  ])
}

/** The most requested paths that answered 404 in the last 30 days. */
export async function listMissedPaths(db: Db, now = new Date()): Promise<MissedAddress[]> {
  const rows = await db
    .select({ path: missedPaths.path, count: missedPaths.count, lastSeenAt: missedPaths.lastSeenAt })
    .from(missedPaths)
    .where(gte(missedPaths.lastSeenAt, new Date(now.getTime() - MISSED_WINDOW_MS)))
    .orderBy(desc(missedPaths.count), desc(missedPaths.lastSeenAt))
    .limit(MISSED_SHOWN)
  return rows.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() }))
}
