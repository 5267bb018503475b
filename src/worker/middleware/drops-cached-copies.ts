import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { createDb } from '../db/client'
import { readConfig } from '../env'
import { runAfterResponse } from '../lib/after-response'
import type { CacheTag } from '../lib/cache-tags'
import { recordPurge, sendPendingPurges } from '../services/cache-purge'
import { dropCachedCopies } from '../services/content-cache'

/**
 * For a write route: once the write has succeeded, and before it answers, drops this location's
 * cached copies of what it changed (services/content-cache.ts), so the next visitor here sees it,
 * and has every other location drop theirs (purgeEverywhere). A failure to drop them is logged,
 * not the write's failure: the copies then live out their minutes.
 */
export const dropsCachedCopies = (tags: CacheTag[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status >= 300) return
    await dropCopiesOf(c, tags)
  })

/** What dropsCachedCopies does, for a write that learns only as it runs what it changed (a restore). */
export async function dropCopiesOf<E extends AppEnv>(c: Context<E>, tags: CacheTag[]): Promise<void> {
  try {
    await dropCachedCopies(c.var.db, tags)
  } catch (error) {
    console.error(`[${c.get('requestId')}] cached copies of ${tags.join(', ')} not dropped`, error)
  }
  await purgeEverywhere(c, tags)
}

/**
 * When a purge API is configured (services/cache-purge.ts): records `tags` for purging before the
 * write answers, and sends them in its waitUntil; the cron sends what that did not. Without one,
 * nothing.
 */
export async function purgeEverywhere<E extends AppEnv>(c: Context<E>, tags: string[]): Promise<void> {
  let settings: Awaited<ReturnType<typeof recordPurge>>
  try {
    settings = await recordPurge(c.var.db, readConfig(c.env), tags)
  } catch (error) {
    console.error(`[${c.get('requestId')}] purge of ${tags.join(', ')} not recorded`, error)
    return
  }
  if (settings) await runAfterResponse(c, sendPendingPurges(createDb(c.env.DB), settings))
}
