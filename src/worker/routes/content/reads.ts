import { type Context, Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../../shared/constants'
import { apiMessages } from '../../../shared/messages'
import { contentListQuery } from '../../../shared/schemas/content-query'
import { idParam } from '../../../shared/schemas/fields'
import { previewSearch } from '../../../shared/schemas/preview-link'
import { staffListQuery } from '../../../shared/schemas/staff-list'
import type { AppEnv } from '../../app-env'
import { setContentCache } from '../../lib/cache'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { requireUser } from '../../middleware/require-user'
import {
  type ContentItem,
  getContent,
  listContentPage,
  withoutContent,
} from '../../services/content/content-reads'
import type { ContentTable, StoredItem } from '../../services/content/content-types'
import { previewAllowed } from '../../services/content/preview-links'
import { relatedItems } from '../../services/content/related-items'
import { staffListPage } from '../../services/content/staff-list'

/**
 * The reads of one content type (docs/product.md section 7): GET / (drafts too with
 * `?includeUnpublished=true` for signed-in staff), GET /cards (published, without content, for
 * list pages) and GET /:id (drafts only for staff, or for the holder of a live share-preview
 * link's `?preview=` token), and GET /:id/related (the items its page suggests next, for whoever may
 * read the item). Writes are in writes.ts.
 */
export const contentReadRoutes = <
  Row extends StoredItem & { content: string },
  Shown extends { content: string },
>(
  type: ContentTable<Row>,
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown,
) =>
  new Hono<AppEnv>()
    .get('/', validate('query', contentListQuery), async (c) => {
      const { includeUnpublished: drafts, ...filter } = c.req.valid('query')
      const includeUnpublished = drafts === 'true' && c.var.user !== null
      setContentCache(c, includeUnpublished)
      const page = await listContentPage(c.var.db, type, { includeUnpublished }, filter)
      if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
      return c.json(page.items.map((item) => present(item, c.var.user !== null)))
    })
    // The staff app's list (drafts too): registered before '/:id', as 'cards' below.
    .get('/staff', requireUser, validate('query', staffListQuery), async (c) => {
      c.header('Cache-Control', 'private, no-store')
      const started = performance.now()
      const page = await staffListPage(c.var.db, type, c.req.valid('query'))
      // The list's queries' time, for the bench and the browser's developer tools (a staff-only answer).
      c.header('Server-Timing', `list;dur=${(performance.now() - started).toFixed(1)}`)
      return c.json({
        ...page,
        items: page.items.map(({ item, lastEditedBy }) => ({
          ...withoutContent(present(item, true)),
          lastEditedBy,
        })),
      })
    })
    // Registered before '/:id' so that 'cards' is not read as an id.
    .get('/cards', validate('query', contentListQuery), async (c) => {
      const { includeUnpublished: _ignored, ...filter } = c.req.valid('query')
      setContentCache(c, false)
      const page = await listContentPage(c.var.db, type, { includeUnpublished: false }, filter)
      if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
      return c.json(page.items.map((item) => withoutContent(present(item, c.var.user !== null))))
    })
    .get('/:id', validate('param', idParam), validate('query', previewSearch), async (c) => {
      const { item, forStaff } = await readItem(
        c,
        type,
        c.req.valid('param').id,
        c.req.valid('query').preview,
      )
      return c.json(present(item, forStaff))
    })
    // What the item's page suggests reading next: for whoever may read the item itself.
    .get('/:id/related', validate('param', idParam), validate('query', previewSearch), async (c) => {
      const { id } = c.req.valid('param')
      await readItem(c, type, id, c.req.valid('query').preview)
      return c.json(await relatedItems(c.var.db, type, id))
    })

/**
 * The item `id` as its reader may see it (drafts for staff and for the holder of a live
 * share-preview token), with the answer's cache policy set; the API's 404 when there is none.
 */
export async function readItem<Row extends StoredItem>(
  c: Context<AppEnv>,
  type: ContentTable<Row>,
  id: number,
  preview: string | undefined,
) {
  if (preview !== undefined) {
    // A share-preview read: for its holder alone, never indexed, whatever the
    // token; a wrong, expired or revoked one is the normal 404 of an item not shown.
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
  }
  const includeUnpublished =
    c.var.user !== null || (preview !== undefined && (await previewAllowed(c.var.db, type, id, preview)))
  const item = await getContent(c.var.db, type, id, { includeUnpublished })
  if (!item) throw new HttpError(404, apiMessages.notFound)
  if (preview === undefined) setContentCache(c, includeUnpublished)
  return { item, forStaff: c.var.user !== null }
}

/**
 * A type's published items only, whoever asks (`includeUnpublished` is ignored): GET
 * /api/public/case-studies (docs/product.md section 7).
 */
export const publishedListRoutes = <Row extends StoredItem>(type: ContentTable<Row>) =>
  new Hono<AppEnv>().get('/', validate('query', contentListQuery), async (c) => {
    const { includeUnpublished: _ignored, ...filter } = c.req.valid('query')
    setContentCache(c, false)
    const page = await listContentPage(c.var.db, type, { includeUnpublished: false }, filter)
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  })
