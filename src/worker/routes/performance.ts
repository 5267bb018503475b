import { Hono } from 'hono'
import { z } from 'zod'
import { PERFORMANCE_RANGES, type PerformanceRange } from '../../shared/performance'
import type { AppEnv } from '../app-env'
import { validate } from '../lib/validate'
import { requireUser } from '../middleware/require-user'
import { performanceReport } from '../services/performance'

const rangeQuery = z.object({
  days: z
    .enum(PERFORMANCE_RANGES.map(String) as [string, ...string[]], 'Choose 7, 30 or 90 days')
    .default('30')
    .transform((days) => Number(days) as PerformanceRange),
})

/** GET /api/performance?days=7|30|90, staff: the Performance section's figures (services/performance.ts). */
export const performanceRoutes = new Hono<AppEnv>().get(
  '/',
  requireUser,
  validate('query', rangeQuery),
  async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const { report, timings } = await performanceReport(c.var.db, c.req.valid('query').days)
    // Each part's server time, for the bench and the browser's developer tools (a staff-only answer).
    c.header(
      'Server-Timing',
      Object.entries(timings)
        .map(([part, ms]) => `${part};dur=${ms.toFixed(1)}`)
        .join(', '),
    )
    return c.json(report)
  },
)
