import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { PDF_TYPE, pdfFileName } from '../services/documents'
import { documentForToken } from '../services/whitepaper-downloads'

/** Nobody keeps a download or its refusal: the address itself is the capability. */
const PRIVATE = 'private, no-store'

/**
 * GET /downloads/:token, the link a download request answers with (content/whitepaper-downloads.ts):
 * a live one streams the PDF as an attachment. Any other token falls through to the app's page for
 * it (src/client/routes/downloads.$token.tsx), a 404 that says the link has expired or is not valid.
 */
export const downloadRoutes = new Hono<AppEnv>().get('/:token', async (c, next) => {
  const found = await documentForToken(c.var.db, c.req.param('token'))
  const object = found && (await c.env.UPLOADS.get(found.documentKey))
  if (!found || !object) {
    await next()
    c.res.headers.set('Cache-Control', PRIVATE)
    return
  }
  return c.body(object.body, 200, {
    'Content-Type': PDF_TYPE,
    'Content-Length': String(object.size),
    'Content-Disposition': `attachment; filename="${pdfFileName(found.title)}"`,
    'Cache-Control': PRIVATE,
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
  })
})
