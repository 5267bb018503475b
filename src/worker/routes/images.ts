import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { IMAGE_CACHE_CONTROL } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { evaluatePreconditions } from '../lib/preconditions'
import { IMAGE_KEY_PATTERN } from '../../shared/image-variants'

/**
 * GET /images/:key, uploaded images from R2. Mounted ahead of the site-wide headers because an
 * uploaded file gets a stricter CSP: even if a browser were fooled into rendering it as a
 * document, it would be sandboxed and could load nothing.
 */
export const imageRoutes = new Hono<AppEnv>()
  .use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginEmbedderPolicy: false,
    }),
  )
  .get(`/:key{${IMAGE_KEY_PATTERN}}`, async (c) => {
    const object = await c.env.UPLOADS.get(c.req.param('key'))
    if (!object) return c.json({ error: apiMessages.notFound }, 404)
    const headers = {
      ETag: object.httpEtag,
      'Last-Modified': object.uploaded.toUTCString(),
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Disposition': 'inline',
    }
    const outcome = evaluatePreconditions(c.req.raw.headers, {
      etag: object.httpEtag,
      lastModified: object.uploaded,
    })
    if (outcome === 'proceed') return c.body(object.body, 200, headers)
    await object.body.cancel()
    if (outcome === 'not-modified') return c.body(null, 304, headers)
    throw new HttpError(412, apiMessages.preconditionFailed)
  })
