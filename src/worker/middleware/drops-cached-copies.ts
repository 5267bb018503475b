import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import type { CacheTag } from '../lib/cache-tags'
import { dropCachedCopies } from '../services/content-cache'

/**
 * For a write route: once the write has succeeded, and before it answers, drops this location's
 * cached copies of what it changed (services/content-cache.ts), so the next visitor here sees it.
 * A failure to drop them is logged, not the write's failure: the copies then live out their minutes.
 */
export const dropsCachedCopies = (tags: CacheTag[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status >= 300) return
    try {
      await dropCachedCopies(c.var.db, tags)
    } catch (error) {
      console.error(`[${c.get('requestId')}] cached copies of ${tags.join(', ')} not dropped`, error)
    }
  })
