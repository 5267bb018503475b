import { Hono } from 'hono'
import { siteSettingsInput } from '../../shared/schemas/site-settings'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { EVERY_TAG } from '../lib/cache-tags'
import { validate } from '../lib/validate'
import { dropsCachedCopies } from '../middleware/drops-cached-copies'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { readSiteDocuments, saveSiteDocument, siteDocumentHistory } from '../services/site-documents'
import { currentSiteSettings, settingsHistory } from '../services/site-settings'

/**
 * /api/admin/site-settings, admins only: the company details every page shows. A save is seen on
 * every page at the next request (it drops every cached answer); a save from a stale version
 * answers 409.
 */
export const siteSettingsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const documents = await readSiteDocuments(c.var.db)
    return c.json(currentSiteSettings(documents.settings, readConfig(c.env)))
  })
  .put('/', dropsCachedCopies(EVERY_TAG), ...jsonBody(), validate('json', siteSettingsInput), async (c) => {
    const { version, ...settings } = c.req.valid('json')
    const saved = await saveSiteDocument(c.var.db, 'settings', settings, version, c.var.user, c.var.actor)
    return c.json({ settings, version: saved, updatedAt: new Date().toISOString() })
  })
  .get('/history', async (c) =>
    c.json({ revisions: settingsHistory(await siteDocumentHistory(c.var.db, 'settings')) }),
  )
