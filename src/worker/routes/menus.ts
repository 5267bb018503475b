import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { menusSchema, menusUpdate } from '../../shared/schemas/menus'
import type { AppEnv } from '../app-env'
import { EVERY_TAG } from '../lib/cache-tags'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { dropsCachedCopies } from '../middleware/drops-cached-copies'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { storedMenus } from '../services/menus'
import { readSiteDocuments, saveSiteDocument, siteDocumentHistory } from '../services/site-documents'

/**
 * /api/admin/menus, admins only: the header's and the footer's links every page shows. A save
 * names the version it started from (409 when someone saved since) and drops every cached page,
 * which all carry the menus.
 */
export const menuRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const { menus } = await readSiteDocuments(c.var.db)
    return c.json({ menus: storedMenus(menus), version: menus?.version ?? 0 })
  })
  .put('/', dropsCachedCopies(EVERY_TAG), ...jsonBody(), validate('json', menusUpdate), async (c) => {
    const { menus, version } = c.req.valid('json')
    const stored = (await readSiteDocuments(c.var.db)).menus?.version ?? 0
    // A version from the future is as stale as one from the past: the editor did not start there.
    if (version !== stored) throw new HttpError(409, apiMessages.editConflict)
    const saved = await saveSiteDocument(c.var.db, 'menus', menus, version, c.var.user, c.var.actor)
    return c.json({ menus, version: saved })
  })
  .get('/history', async (c) => {
    const revisions = await siteDocumentHistory(c.var.db, 'menus')
    return c.json({
      revisions: revisions.map(({ version, author, savedAt, body }) => {
        const menus = menusSchema.safeParse(body)
        return { version, author, savedAt, menus: menus.success ? menus.data : null }
      }),
    })
  })
