import { type Context, Hono } from 'hono'
import { idParam } from '../../../shared/schemas/fields'
import { reviewStep } from '../../../shared/schemas/review'
import type { AppEnv } from '../../app-env'
import { readConfig } from '../../env'
import type { CacheTag } from '../../lib/cache-tags'
import { validate } from '../../lib/validate'
import { dropsCachedCopies } from '../../middleware/drops-cached-copies'
import { jsonBody } from '../../middleware/json-body'
import { requireUser } from '../../middleware/require-user'
import type { ContentItem } from '../../services/content/content-reads'
import type { ContentTable, StoredItem } from '../../services/content/content-types'
import { takeReviewStep } from '../../services/content/review-steps'
import { deliverSoon } from '../../services/crm-outbox'

/**
 * POST /:id/review: one step of the editorial workflow (submit, withdraw, approve, request
 * changes), for any staff member; who may take which step is services/content/review-steps.ts's.
 * Answers the item as staff read it. An approval publishes, so the type's cached pages go.
 */
export const reviewStepRoutes = <Row extends StoredItem, Shown>(
  type: ContentTable<Row> & { cacheTag: CacheTag },
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown,
) =>
  new Hono<AppEnv>().post(
    '/:id/review',
    dropsCachedCopies([type.cacheTag]),
    requireUser,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', reviewStep),
    async (c) => {
      const { item, outboxIds } = await takeReviewStep(
        c.var.db,
        readConfig(c.env),
        type,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.user,
        c.var.actor,
      )
      // The signed-in context is an AppEnv one with more set; only Hono's typing of `set` tells them apart.
      for (const outboxId of outboxIds) await deliverSoon(c as unknown as Context<AppEnv>, outboxId)
      return c.json(present(item, true))
    },
  )
