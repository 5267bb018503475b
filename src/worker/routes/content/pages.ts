import { Hono } from 'hono'
import { type PagePayload, shownDocument } from '../../../shared/content/types/page'
import { apiMessages } from '../../../shared/messages'
import { previewSearch } from '../../../shared/schemas/preview-link'
import { staffBulkAction } from '../../../shared/schemas/staff-list'
import { z } from '../../../shared/schemas/zod'
import type { AppEnv } from '../../app-env'
import type { PageRow } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { dropsCachedCopies } from '../../middleware/drops-cached-copies'
import { jsonBody } from '../../middleware/json-body'
import { requireAdmin } from '../../middleware/require-user'
import { contentTypeNamed } from '../../services/content/content-types'
import {
  checkNewPage,
  checkPageUpdate,
  isTakenPathError,
  pageIdAt,
  refuseSitePages,
  takenPath,
} from '../../services/content/page-rules'
import { redirectMovedPage } from '../../services/redirects'
import { resolveSharedBlocks } from '../../services/shared-blocks'
import { readItem } from './reads'
import type { ContentWrites } from './writes'

/** A page as its public address names it. */
const pageAddress = previewSearch.extend({ path: z.string().min(1).max(200) })

/**
 * What /api/pages adds to the content core's routes (api.ts): GET /at?path= reads the page
 * at a public address (a draft for staff or a share-preview token's holder, as GET /:id) with its
 * shared blocks in place (one more statement when it has any), a
 * bulk action may not delete or unpublish a site page, and an update drops the redirects' cached
 * answers. Registered before the core's routes.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get('/at', validate('query', pageAddress), async (c) => {
    const { path, preview } = c.req.valid('query')
    const id = await pageIdAt(c.var.db, path)
    if (id === null) throw new HttpError(404, apiMessages.notFound)
    const { item } = await readItem(c, contentTypeNamed<PageRow>('page'), id, preview)
    const { document, dropped } = shownDocument(item.content)
    if (dropped.length)
      console.warn(
        `[${c.get('requestId')}] page ${path} shown without blocks that no longer pass: ${dropped}`,
      )
    return c.json({ ...item, content: await resolveSharedBlocks(c.var.db, document) })
  })
  // The core's own checks first (an admin, a JSON body within the limit), so that nobody else makes
  // this read D1, and a body of another type or size is refused before it is read.
  .post('/bulk', requireAdmin, ...jsonBody(), async (c, next) => {
    // An unreadable body is the core's route's to refuse, with its own 400.
    const action = staffBulkAction.safeParse(await c.req.json().catch(() => null))
    if (action.success && action.data.action !== 'publish') await refuseSitePages(c.var.db, action.data.ids)
    await next()
  })
  // A page that moves changes redirects (pageWrites): their cached answers go too, beside the pages'.
  .put('/:id', dropsCachedCopies(['redirects']))

/** The core's writes of a page, with the rules of page-rules.ts around them. */
export function pageWrites<Shown>(
  writes: ContentWrites<PagePayload, Shown>,
): ContentWrites<PagePayload, Shown> {
  const addressOnce = async <Result>(write: () => Promise<Result>) => {
    try {
      return await write()
    } catch (error) {
      if (isTakenPathError(error)) throw takenPath()
      throw error
    }
  }
  return {
    create: async (db, { keepOldAddress: _keep, ...payload }, actor) => {
      await checkNewPage(db, payload)
      return addressOnce(() => writes.create(db, payload, actor))
    },
    update: async (db, id, { keepOldAddress = true, ...payload }, actor) => {
      const oldAddress = await checkPageUpdate(db, id, payload)
      if (oldAddress === null) return null
      const page = await addressOnce(() => writes.update(db, id, payload, actor))
      // Links and search results that name the old address keep working, in one hop.
      if (page && oldAddress !== payload.path)
        await redirectMovedPage(db, actor, oldAddress, payload.path, keepOldAddress)
      return page
    },
    remove: async (db, id, actor) => {
      await refuseSitePages(db, [id])
      return writes.remove(db, id, actor)
    },
  }
}
