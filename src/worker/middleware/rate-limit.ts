import { sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { RATE_LIMIT_MAX_WINDOW_SECONDS } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import type { AppEnv } from '../app-env'
import { rateLimits } from '../db/schema'
import { readConfig } from '../env'
import { requestNetwork } from '../lib/client-network'
import { HttpError } from '../lib/http-error'

export interface RateLimitRule {
  /** Names the bucket, e.g. `contact`. */
  name: string
  limit: number
  windowSeconds: number
}

/**
 * A fixed-window counter per client network (IPv4 address or IPv6 /64) kept in D1: exact and
 * testable, unlike the approximate Workers rate-limit binding. One statement per request.
 */
export function rateLimit(rule: RateLimitRule) {
  // The cron drops counters older than the longest window (services/retention.ts).
  if (rule.windowSeconds > RATE_LIMIT_MAX_WINDOW_SECONDS)
    throw new Error(
      `Rate limit ${rule.name}: a window over ${RATE_LIMIT_MAX_WINDOW_SECONDS} s would be pruned early`,
    )
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Math.floor(Date.now() / 1000)
    const windowStart = now - (now % rule.windowSeconds)
    const key = `${rule.name}:${requestNetwork(c.req)}`
    const [row] = await c.var.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
          windowStart,
        },
      })
      .returning({ count: rateLimits.count })
    if ((row?.count ?? 0) > rule.limit * readConfig(c.env).RATE_LIMIT_SCALE) {
      const retryAfter = String(windowStart + rule.windowSeconds - now)
      throw new HttpError(429, apiMessages.rateLimited, undefined, { 'Retry-After': retryAfter })
    }
    return next()
  })
}
