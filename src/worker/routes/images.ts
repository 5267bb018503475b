import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { IMAGE_CACHE_CONTROL } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import type { AppEnv } from '../app-env'
import { IMAGE_KEY_PATTERN } from '../services/images'

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
    const object = await c.env.IMAGES.get(c.req.param('key'), { onlyIf: c.req.raw.headers })
    if (!object) return c.json({ error: apiMessages.notFound }, 404)
    const headers = new Headers({
      ETag: object.httpEtag,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Disposition': 'inline',
    })
    // `onlyIf` turns a matching If-None-Match into an object without a body.
    if (!('body' in object)) return c.body(null, 304, Object.fromEntries(headers))
    return c.body(object.body, 200, Object.fromEntries(headers))
  })
