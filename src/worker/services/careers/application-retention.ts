import { inArray, lt } from 'drizzle-orm'
import { APPLICATION_RETENTION_MONTHS } from '../../../shared/schemas/job-application'
import type { Db } from '../../db/client'
import { jobApplications, jobOpenings } from '../../db/schema'
import { CV_KEY_PREFIX } from './cv-files'
import { pruneCvLinks } from './cv-links'

// Cron: job applications and their CVs are deleted APPLICATION_RETENTION_MONTHS after their
// opening closes (the privacy notice says so), and no CV outlives its application.

/**
 * A CV no row names is left this long before it is deleted: the public POST stores the file
 * before its row, so a younger one may be an application still being saved.
 */
const ORPHAN_CV_GRACE_MS = 60 * 60 * 1000

/** R2 deletes up to 1,000 keys per call; D1 binds at most 100 parameters per statement. */
const R2_DELETE_MAX = 1000
const D1_PARAMS_MAX = 90

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/**
 * The first `applyBy` still kept at `now`: an opening closes at the end of its `applyBy` day
 * (UTC), so its applications go once the same day APPLICATION_RETENTION_MONTHS later has ended.
 * `applyBy` 2025-03-31 is kept through 2026-03-31 and deleted from 2026-04-01.
 */
function oldestKeptApplyBy(now: number): string {
  const today = new Date(now)
  const cutoff = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - APPLICATION_RETENTION_MONTHS, today.getUTCDate()),
  )
  return cutoff.toISOString().slice(0, 10)
}

/** Deletes the applications whose opening closed more than the retention period ago, then their CVs; returns the CV keys. */
async function pruneExpiredApplications(db: Db, bucket: R2Bucket, now = Date.now()): Promise<string[]> {
  const removed = await db
    .delete(jobApplications)
    .where(
      inArray(
        jobApplications.openingId,
        db
          .select({ id: jobOpenings.id })
          .from(jobOpenings)
          .where(lt(jobOpenings.applyBy, oldestKeptApplyBy(now))),
      ),
    )
    .returning({ key: jobApplications.cvKey })
  const keys = removed.map(({ key }) => key)
  // Rows first: no application ever names a CV that is gone. Should a delete here fail, the
  // orphan sweep below finds the file on a later run.
  for (const batch of chunks(keys, R2_DELETE_MAX)) await bucket.delete(batch)
  return keys
}

/**
 * Deletes the CVs under CV_KEY_PREFIX that no application names and that were stored more than
 * ORPHAN_CV_GRACE_MS ago: those of an opening deleted with its applications (the foreign key's
 * cascade removes rows, not files), of an expired application whose file delete failed, or of
 * an application whose row was never written. Returns the keys deleted.
 */
async function removeOrphanCvs(db: Db, bucket: R2Bucket, now = Date.now()): Promise<string[]> {
  const removed: string[] = []
  let cursor: string | undefined
  do {
    const listing = await bucket.list({ prefix: CV_KEY_PREFIX, cursor })
    const settled = listing.objects
      .filter((object) => object.uploaded.getTime() < now - ORPHAN_CV_GRACE_MS)
      .map((object) => object.key)
    const named = new Set<string>()
    for (const batch of chunks(settled, D1_PARAMS_MAX)) {
      const rows = await db
        .select({ key: jobApplications.cvKey })
        .from(jobApplications)
        .where(inArray(jobApplications.cvKey, batch))
      for (const { key } of rows) named.add(key)
    }
    const orphans = settled.filter((key) => !named.has(key))
    if (orphans.length > 0) await bucket.delete(orphans)
    removed.push(...orphans)
    cursor = listing.truncated ? listing.cursor : undefined
  } while (cursor)
  return removed
}

/** The cron's part for applications: expired ones with their CVs, orphaned CVs, used-up CV links. */
export async function pruneApplications(db: Db, bucket: R2Bucket, now = Date.now()): Promise<void> {
  await pruneExpiredApplications(db, bucket, now)
  await removeOrphanCvs(db, bucket, now)
  await pruneCvLinks(db, now)
}
