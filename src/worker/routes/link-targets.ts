import { Hono } from 'hono'
import { type LinkTargetAnswer, linkTargetQuery } from '../../shared/schemas/link-target'
import type { AppEnv } from '../app-env'
import { validate } from '../lib/validate'
import { requireUser } from '../middleware/require-user'
import { findLinkTargets, isUnanswered } from '../services/link-targets'

/**
 * GET /api/admin/link-targets?q=&path=, every staff member (they link to what they may list): the
 * items and pages whose title holds `q`, and whether `path` shows visitors nothing now.
 */
export const linkTargetRoutes = new Hono<AppEnv>().get(
  '/',
  requireUser,
  validate('query', linkTargetQuery),
  async (c) => {
    const { q = '', path = '' } = c.req.valid('query')
    const now = new Date()
    const [targets, unanswered] = await Promise.all([
      findLinkTargets(c.var.db, q, now),
      isUnanswered(c.var.db, path, now),
    ])
    return c.json({ targets, unanswered } satisfies LinkTargetAnswer)
  },
)
