import { Hono } from 'hono'
import type { z } from 'zod'
import { apiMessages } from '../../../shared/messages'
import { idParam } from '../../../shared/schemas/fields'
import type { EditConflictBody } from '../../../shared/types'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import type { CacheTag } from '../../lib/cache-tags'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { dropsCachedCopies } from '../../middleware/drops-cached-copies'
import { jsonBody } from '../../middleware/json-body'
import { requireAdmin, requireUser } from '../../middleware/require-user'
import type { AuditActor } from '../../services/audit-log'
import type { ContentItem } from '../../services/content/content-reads'
import { lastSave } from '../../services/content/content-revisions'
import type { ContentType, StoredItem } from '../../services/content/content-types'
import {
  createContent,
  deleteContent,
  StaleVersion,
  updateContent,
} from '../../services/content/content-writes'
import type { WriteRules } from '../../services/content/review-rules'
import { withSiteImageAddresses } from '../../services/images/site-image-address'

/** Each write appends its audit event in the batch of the change (services/audit-log.ts). */
export interface ContentWrites<Payload, Item> {
  create(db: Db, payload: Payload, actor: AuditActor): Promise<Item>
  /** Null when there is no such item. */
  update(db: Db, id: number, payload: Payload, actor: AuditActor): Promise<Item | null>
  /** False when there is no such item. */
  remove(db: Db, id: number, actor: AuditActor): Promise<boolean>
}

/**
 * POST / (any staff user), PUT /:id and DELETE /:id for one kind of content, mounted beside its
 * public GETs. Without `rules`, PUT and DELETE are for admins only; with them (the editorial
 * workflow's, services/content/review-rules.ts) any staff member reaches them and the rules decide.
 * docs/product.md section 6, enforced here rather than in the screen.
 */
export function contentWriteRoutes<Schema extends z.ZodType, Item>(
  schema: Schema,
  writes: ContentWrites<z.output<Schema>, Item>,
  shownIn: CacheTag[],
  rules?: WriteRules<z.output<Schema>>,
) {
  const dropsCopies = dropsCachedCopies(shownIn)
  const changer = rules ? requireUser : requireAdmin
  return new Hono<AppEnv>()
    .post('/', dropsCopies, requireUser, ...jsonBody(), validate('json', schema), async (c) => {
      rules?.create(c.var.user, c.req.valid('json'))
      const payload = await withSiteImageAddresses(c.var.db, c.req.valid('json'))
      return c.json(await writes.create(c.var.db, payload, c.var.actor), 201)
    })
    .put(
      '/:id',
      dropsCopies,
      changer,
      validate('param', idParam),
      ...jsonBody(),
      validate('json', schema),
      async (c) => {
        const { id } = c.req.valid('param')
        const sent = c.req.valid('json')
        const checked = rules ? await rules.update(c.var.db, c.var.user, id, sent) : sent
        const payload = await withSiteImageAddresses(c.var.db, checked)
        const item = await writes.update(c.var.db, id, payload, c.var.actor)
        if (!item) throw new HttpError(404, apiMessages.notFound)
        return c.json(item)
      },
    )
    .delete('/:id', dropsCopies, changer, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      await rules?.remove(c.var.db, c.var.user, id)
      if (!(await writes.remove(c.var.db, id, c.var.actor))) throw new HttpError(404, apiMessages.notFound)
      return c.json({ ok: true })
    })
}

/** 409: the update started from a version another save has replaced; the body shows that save. */
class EditConflict<Item> extends HttpError {
  constructor(
    readonly current: Item,
    readonly lastSave: EditConflictBody<Item>['lastSave'],
  ) {
    super(409, apiMessages.editConflict)
  }

  override toBody(): EditConflictBody<Item> {
    return { ...super.toBody(), current: this.current, lastSave: this.lastSave }
  }
}

/** The content core's writes for one type. */
export function writesOf<
  Row extends StoredItem,
  Payload extends { hashtags: number[]; isPublished: boolean; title: string; version?: number },
  Shown,
>(
  type: ContentType<Row, Payload>,
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown,
): ContentWrites<Payload, Shown> {
  const shown = (item: ContentItem<Row> | null) => item && present(item, true)
  return {
    create: async (db, payload, actor) => present(await createContent(db, type, payload, actor), true),
    update: async (db, id, payload, actor) => {
      try {
        return shown(await updateContent(db, type, id, payload, actor))
      } catch (error) {
        if (!(error instanceof StaleVersion)) throw error
        const last = await lastSave(db, type, id)
        // The same person in another tab or window is told so, rather than shown their own name.
        const saved = last && {
          author: last.author,
          savedAt: last.createdAt,
          byYou: last.userId === actor.userId,
        }
        throw new EditConflict(present(error.current, true), saved)
      }
    },
    remove: (db, id, actor) => deleteContent(db, type, id, actor),
  }
}
