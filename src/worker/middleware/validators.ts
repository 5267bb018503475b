import { except } from 'hono/combine'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { evaluatePreconditions } from '../lib/preconditions'

// The API keeps its own answers; images, their own headers; download links are never kept.
const NOT_VALIDATED = ['/api/*', '/images/*', '/downloads/*']

/**
 * Validators on each successful GET of a page, feed, robots.txt and sitemap.xml that has none
 * (static files bring theirs). A weak ETag: a digest of the body and of the CSP, since the
 * chat-widget variant of a page differs in its CSP alone and a 304 would leave the browser with the
 * other one; weak, because Cloudflare weakens a strong one when it compresses the body. And a
 * Last-Modified: the time of the render. Not the newest date among what the page shows, which
 * moves backwards when an item is unpublished or deleted and would then answer a client's
 * If-Modified-Since with a wrong 304; every write purges the copies it touches, so the next render
 * is always later than any copy a client holds. Inside the edge cache, so the stored copy keeps
 * both and a hit, HEAD included, is never hashed again.
 */
export const representationValidators = except(
  NOT_VALIDATED,
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
    if (!c.res.ok || !c.res.body || c.res.headers.has('ETag')) return
    // The body is read to its end before the first byte goes out; a page's markup is complete
    // before it is sent anyway (the app renders it to a string), so nothing is held back long.
    const csp = new TextEncoder().encode(`${c.res.headers.get('Content-Security-Policy') ?? ''}\n`)
    const body = new Uint8Array(await c.res.clone().arrayBuffer())
    const bytes = new Uint8Array(csp.length + body.length)
    bytes.set(csp)
    bytes.set(body, csp.length)
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes))
    c.res.headers.set('ETag', `W/"${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}"`)
    if (!c.res.headers.has('Last-Modified')) c.res.headers.set('Last-Modified', new Date().toUTCString())
  }),
)

/** What a 304 keeps of the answer it stands for (RFC 9110 section 15.4.5), and what the edge adds. */
const KEPT_BY_304 = [
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'last-modified',
  'vary',
  'age',
  'set-cookie',
  'x-cache',
  'x-request-id',
]

/**
 * 304 Not Modified when If-None-Match names the answer's ETag or, without If-None-Match,
 * If-Modified-Since is not older than its Last-Modified; 412 when If-Match or
 * If-Unmodified-Since fails (the same rules as images: ../lib/preconditions.ts). Outside the edge
 * cache, so a cached copy answers it as well as a fresh render, and the copy is stored before it
 * is replaced by the 304. The 304 keeps what the spec asks for (Cache-Control, ETag, Vary, …), the
 * cookie a staff member's answer refreshes, and what the edge cache says (Age, X-Cache).
 */
export const notModified = except(
  NOT_VALIDATED,
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status !== 200 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return
    const etag = c.res.headers.get('ETag')
    const lastModified = c.res.headers.get('Last-Modified')
    if (etag === null || lastModified === null) return
    const outcome = evaluatePreconditions(c.req.raw.headers, {
      etag: etag.replace(/^W\//, ''),
      lastModified: new Date(lastModified),
    })
    if (outcome === 'proceed') return
    const headers = new Headers()
    for (const name of KEPT_BY_304) {
      const value = c.res.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    // The body is not sent; cancelling it lets the render's stream end.
    await c.res.body?.cancel()
    c.res = new Response(null, { status: outcome === 'not-modified' ? 304 : 412, headers })
  }),
)
