import app from './app'
import { createDb } from './db/client'
import { readConfig } from './env'
import { imageCacheTag } from './lib/cache-tags'
import { EDGE_CACHE_COPY_MAX_AGE_MS } from './middleware/edge-cache'
import { pruneAuditEvents } from './services/audit-log'
import { recordPurge, retryPendingPurges } from './services/cache-purge'
import { pruneApplications } from './services/careers/application-retention'
import { pruneUnsavedChanges } from './services/content/unsaved-changes'
import { pruneCachedCopies } from './services/content-cache'
import { drainOutbox } from './services/crm-outbox'
import { pruneLoginAttempts } from './services/login-throttle'
import { pruneMissedPaths } from './services/missed-paths'
import { pruneByRetention } from './services/retention'
import { expireTrash } from './services/trash/trash-entries'
import { prunePendingSignIns } from './services/two-factor/pending-sign-in'

export type { AppType } from './app'

export default {
  fetch: app.fetch,
  /**
   * Cron Trigger: retries the CRM leads that could not be sent at once; drops lapsed sign-in
   * counts, unfinished two-factor sign-ins, audit events past their year and what has been in the
   * trash past its 30 days (an unused upload is never deleted unless an admin trashed it); retries
   * the cache purges that failed (services/cache-purge.ts), those uploads' among them; drops unsaved changes nobody came back to within 30 days, and the edge
   * cache's index rows of copies that have expired and write stamps as old, and missed addresses
   * past their 30 days or the table's size; then what the retention
   * rules let go (services/retention.ts), job applications and CVs among them
   * (services/careers/application-retention.ts).
   */
  async scheduled(controller, env) {
    const db = createDb(env.DB)
    const config = readConfig(env)
    await drainOutbox(db, config, controller.scheduledTime)
    await pruneLoginAttempts(db, controller.scheduledTime)
    await pruneAuditEvents(db, controller.scheduledTime)
    await prunePendingSignIns(db, controller.scheduledTime)
    const removed = await expireTrash(
      db,
      env.UPLOADS,
      [new URL(config.SITE_URL).origin],
      controller.scheduledTime,
    )
    await recordPurge(db, config, removed.map(imageCacheTag), controller.scheduledTime)
    await retryPendingPurges(db, config, controller.scheduledTime)
    await pruneUnsavedChanges(db, controller.scheduledTime)
    await pruneCachedCopies(db, EDGE_CACHE_COPY_MAX_AGE_MS, controller.scheduledTime)
    await pruneMissedPaths(db, controller.scheduledTime)
    await pruneByRetention(db, controller.scheduledTime)
    await pruneApplications(db, env.UPLOADS, controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>
