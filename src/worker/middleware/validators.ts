import { except } from 'hono/combine'
import { etag, RETAINED_304_HEADERS } from 'hono/etag'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'

// The API keeps its own answers; images, their own headers; download links are never kept.
const NOT_VALIDATED = ['/api/*', '/images/*', '/downloads/*']

/**
 * A weak ETag on each successful GET of a page, robots.txt and sitemap.xml that has none (static
 * files bring theirs): a digest of the body and of the CSP, since the chat-widget variant of a
 * page differs in its CSP alone and a 304 would leave the browser with the other one. Weak,
 * because Cloudflare weakens a strong one when it compresses the body. Inside the edge cache, so
 * the stored copy keeps its ETag and a hit, HEAD included, is never hashed again.
 */
export const representationETag = except(
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
  }),
)

/**
 * 304 Not Modified when If-None-Match names the answer's ETag. Outside the edge cache, so a
 * cached copy answers it as well as a fresh render, and the copy is stored before it is replaced
 * by the 304. The 304 keeps what the spec asks for (Cache-Control, ETag, Vary, …), the cookie a
 * staff member's answer refreshes, and what the edge cache says (Age, X-Cache).
 */
export const notModified = except(
  NOT_VALIDATED,
  etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'age', 'set-cookie', 'x-cache', 'x-request-id'] }),
)
