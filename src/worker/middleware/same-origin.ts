import { createMiddleware } from 'hono/factory'
import { apiMessages } from '../../shared/messages'
import { HttpError } from '../lib/http-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for every unsafe method, JSON included (hono/csrf only covers form types).
 * Browsers send Sec-Fetch-Site and Origin on such requests; a request with neither is not
 * from a page of ours and is refused as well.
 */
export const sameOrigin = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next()
  const fetchSite = c.req.header('sec-fetch-site')
  const origin = c.req.header('origin')
  const allowed = fetchSite ? fetchSite === 'same-origin' : origin === new URL(c.req.url).origin
  if (!allowed) throw new HttpError(403, apiMessages.crossSite)
  return next()
})
