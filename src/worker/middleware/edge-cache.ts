import type { Context, ExecutionContext } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { PREVIEW_PARAM } from '../../shared/constants'
import { CONTENT_SEGMENTS, contentTypes } from '../../shared/content/registry'
import { FEEDS } from '../../shared/feeds'
import type { AppEnv } from '../app-env'
import { createDb } from '../db/client'
import { readConfig } from '../env'
import { executionCtxOf, runAfterResponse } from '../lib/after-response'
import { capSharedLifetime } from '../lib/cache'
import {
  CACHE_TAG_HEADER,
  type CacheTag,
  cacheTagsOfApiPath,
  parseCacheTags,
  zoneCacheTag,
} from '../lib/cache-tags'
import { chatWidgetAllowed } from '../lib/chat-widget-csp'
import { consentDecided } from '../lib/consent-decision'
import { defaultCache } from '../lib/default-cache'
import { ownQuery } from '../lib/page-address'
import { requestLocale } from '../lib/request-locale'
import { STATIC_FILE } from '../lib/static-file'
import { nextVisibilityChange } from '../services/content/visibility-changes'
import { indexCachedCopy } from '../services/content-cache'
import { REDIRECT_ID_HEADER } from '../services/redirects'
import { SESSION_COOKIE } from '../services/sessions'

/** A cached answer is served as it is for this long after it was stored… */
const EDGE_CACHE_FRESH_SECONDS = 60
/** …then for this long it is still served while a background request replaces it; later it is a miss. */
const EDGE_CACHE_STALE_SECONDS = 300

/** What the cache did for this response: HIT, STALE (served, refresh under way), MISS or BYPASS. */
const CACHE_STATUS_HEADER = 'X-Cache'
type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS'

// Headers that exist only on the stored copy: when it was stored (ms since the epoch) and the
// Cache-Control the route chose, which the visitor gets back instead of the copy's own.
const STORED_AT_HEADER = 'X-Edge-Cache-Stored-At'
// When the copy stops being true (ms since the epoch): the next scheduled publish or unpublish
// time after it was stored. From then on it is neither fresh nor stale, only a miss.
const VALID_UNTIL_HEADER = 'X-Edge-Cache-Valid-Until'
const ROUTE_CACHE_CONTROL_HEADER = 'X-Edge-Cache-Route-Cache-Control'
// The stored copy's own policy: the Cache API keeps it for the fresh and the stale window.
const STORED_CACHE_CONTROL = `public, s-maxage=${EDGE_CACHE_FRESH_SECONDS + EDGE_CACHE_STALE_SECONDS}`
/** How long a stored copy can live: its index row is useless after that (the cron prunes it). */
export const EDGE_CACHE_COPY_MAX_AGE_MS = (EDGE_CACHE_FRESH_SECONDS + EDGE_CACHE_STALE_SECONDS) * 1000

// The public reads of the content API (GET only; includeUnpublished is refused below): each
// content type's list, cards, items and their related reading, where its pages are under /api,
// the published case-study list, and the hashtags.
const CONTENT_API_SEGMENTS = CONTENT_SEGMENTS.join('|')
const PUBLIC_API_PATH = new RegExp(
  `^/api/(?:(?:${CONTENT_API_SEGMENTS})(?:/[^/]+(?:/related)?)?|public/${contentTypes.caseStudy.segment}|hashtags)$`,
)
// Download links carry a capability in their address: neither the file nor the page
// that refuses the link is ever kept.
// Documents that list content, the same for every visitor (no locale, banner or chat variant).
const INDEX_DOCUMENTS = new Set<string>(['/sitemap.xml', ...Object.values(FEEDS).map((feed) => feed.path)])
const NEVER_CACHED_PAGE = /^\/(?:api|images|admin|downloads)(?:\/|$)/

/** How the app calls itself, to refresh a stale copy in the background. */
export type FetchApp = (request: Request, env: Env, ctx?: ExecutionContext) => Response | Promise<Response>

// Requests the app makes to itself: a page render's API calls (the page is cached as a whole, so
// its data is read fresh) and background refreshes. Objects only this module can mark.
const inProcess = new WeakSet<Request>()
const refreshes = new WeakSet<Request>()
// Keys being refreshed by this isolate, so a burst of stale hits starts one refresh, not many.
const refreshing = new Set<string>()

/** A request the edge cache sends to renew a stale copy: no visitor made it. */
export const isEdgeCacheRefresh = (request: Request) => refreshes.has(request)

/** Marks a request the app sends to itself while rendering a page: it never touches the cache. */
export function bypassEdgeCache(request: Request): Request {
  inProcess.add(request)
  return request
}

/**
 * Anonymous reads of public pages and public API answers from the Workers Cache API, in front of
 * everything that touches D1: fresh for EDGE_CACHE_FRESH_SECONDS, then served stale while the
 * app refreshes it in the background for EDGE_CACHE_STALE_SECONDS. The cache is per data
 * center; a failure of the cache is logged and the request served without it.
 */
export const edgeCache = (fetchApp: FetchApp) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const request = c.req.raw
    if (inProcess.has(request)) return next()
    const key = cacheKeyFor(c)
    if (!key) {
      await next()
      c.header(CACHE_STATUS_HEADER, 'BYPASS' satisfies CacheStatus)
      return
    }

    if (refreshes.has(request)) {
      const renderedAt = Date.now()
      await next()
      await store(c, key, renderedAt, await nextChangeFor(c))
      return
    }

    const cached = await lookup(c, key)
    const age = cached && !outdated(cached) ? ageOf(cached) : null
    if (cached && age !== null && age < EDGE_CACHE_FRESH_SECONDS) return fromCache(c, cached, age, 'HIT')
    if (cached && age !== null && age < EDGE_CACHE_FRESH_SECONDS + EDGE_CACHE_STALE_SECONDS) {
      await runAfterResponse(c, refresh(c, key, fetchApp))
      return fromCache(c, cached, age, 'STALE')
    }
    await cached?.body?.cancel()

    // Taken before the render reads D1: a write stamped at or after it may be missing from the copy.
    const renderedAt = Date.now()
    await next()
    c.header(CACHE_STATUS_HEADER, 'MISS' satisfies CacheStatus)
    if (!storable(c.res)) return
    const changesAt = await nextChangeFor(c)
    const routeCacheControl = c.res.headers.get('Cache-Control')
    if (changesAt !== null && routeCacheControl !== null)
      c.res.headers.set(
        'Cache-Control',
        capSharedLifetime(routeCacheControl, (changesAt - Date.now()) / 1000),
      )
    await runAfterResponse(c, store(c, key, renderedAt, changesAt))
  })

/**
 * The cache key, or null when this request must not use the cache: only anonymous GET and HEAD
 * of public pages, sitemap.xml, the feeds and the public API reads, without a share-preview token. Pages vary by the visitor's locale
 * (their dates are formatted in it), by whether they carry the cookie banner (no choice made yet)
 * and by whether their CSP admits the chat widget (marketing consent); API answers do not.
 */
function cacheKeyFor(c: Context<AppEnv>): Request | null {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null
  if (getCookie(c, SESSION_COOKIE) !== undefined) return null
  const url = new URL(c.req.url)
  // A share-preview token shows its holder what visitors may not see yet.
  if (url.searchParams.has(PREVIEW_PARAM)) return null
  const path = url.pathname
  let variant: string | null = null
  let params: [string, string][]
  if (PUBLIC_API_PATH.test(path)) {
    if (url.searchParams.has('includeUnpublished')) return null
    // Parameters in name order (the order of repeated values is kept), re-encoded one way.
    params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  } else if (INDEX_DOCUMENTS.has(path)) {
    // They read no query: a made-up one is the same document.
    params = []
  } else {
    if (NEVER_CACHED_PAGE.test(path) || STATIC_FILE.test(path)) return null
    const decided = consentDecided(c) ? ' decided' : ''
    const chat = chatWidgetAllowed(c, readConfig(c.env)) ? ' chat' : ''
    variant = `${requestLocale(c.req.header('accept-language'))}${decided}${chat}`
    // Only what the page reads (routes/site.ts renders it from that alone), in the request's
    // order: an address in another order is answered with a 301, never stored, so it must not
    // find the canonical copy.
    params = ownQuery(path, url.searchParams)
  }
  // The variant, when there is one, always comes first, so no query can forge another key.
  const query = new URLSearchParams(
    variant === null ? params : [['__variant', variant], ...params],
  ).toString()
  return new Request(`${url.origin}${path}${query ? `?${query}` : ''}`)
}

async function lookup(c: Context<AppEnv>, key: Request): Promise<Response | undefined> {
  try {
    return await defaultCache().match(key)
  } catch (error) {
    console.error(`[${c.get('requestId')}] edge cache lookup failed`, key.url, error)
    return undefined
  }
}

/** Seconds since the copy was stored, or null when the copy does not say. */
function ageOf(cached: Response): number | null {
  const storedAt = Number(cached.headers.get(STORED_AT_HEADER))
  if (!Number.isFinite(storedAt) || storedAt <= 0) return null
  return Math.max(0, (Date.now() - storedAt) / 1000)
}

/** When the copy stops being true (ms since the epoch), or null when no scheduled change is due. */
function validUntil(cached: Response): number | null {
  const header = cached.headers.get(VALID_UNTIL_HEADER)
  return header === null ? null : Number(header)
}

/** Scheduled content has appeared or left since the copy was stored. */
function outdated(cached: Response): boolean {
  const until = validUntil(cached)
  return until !== null && !(Date.now() < until)
}

/** The next scheduled publish or unpublish time, or null (also when D1 fails: the answer is kept as before). */
async function nextChangeFor(c: Context<AppEnv>): Promise<number | null> {
  try {
    return await nextVisibilityChange(createDb(c.env.DB))
  } catch (error) {
    console.error(`[${c.get('requestId')}] next scheduled change unknown`, error)
    return null
  }
}

/** The copy as the visitor gets it: the route's own Cache-Control, its age and what happened. */
function fromCache(c: Context<AppEnv>, cached: Response, age: number, status: CacheStatus): Response {
  const headers = new Headers(cached.headers)
  const routeCacheControl = headers.get(ROUTE_CACHE_CONTROL_HEADER)
  const until = validUntil(cached)
  if (routeCacheControl === null) headers.delete('Cache-Control')
  // A shared cache downstream counts the Age we send as time already spent.
  else if (until !== null)
    headers.set(
      'Cache-Control',
      capSharedLifetime(routeCacheControl, (until - Date.now()) / 1000 + Math.floor(age)),
    )
  else headers.set('Cache-Control', routeCacheControl)
  headers.delete(ROUTE_CACHE_CONTROL_HEADER)
  headers.delete(STORED_AT_HEADER)
  headers.delete(VALID_UNTIL_HEADER)
  headers.set('X-Request-Id', c.get('requestId'))
  headers.set('Age', String(Math.floor(age)))
  headers.set(CACHE_STATUS_HEADER, status)
  if (c.req.method === 'HEAD') {
    void cached.body?.cancel()
    return new Response(null, { status: cached.status, statusText: cached.statusText, headers })
  }
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers })
}

/** Only complete public answers are kept: 200, 404 or a redirect's, no cookie, nothing private. */
function storable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404 && !response.headers.has(REDIRECT_ID_HEADER))
    return false
  if (response.headers.has('Set-Cookie')) return false
  if (/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(response.headers.get('Cache-Control') ?? ''))
    return false
  return !(response.headers.get('Vary') ?? '').includes('*')
}

/**
 * Puts a copy of the current response, rendered from `renderedAt` on, in the cache (when it may be
 * kept), good until `changesAt` (the next scheduled change) at the latest; never throws.
 */
async function store(
  c: Context<AppEnv>,
  key: Request,
  renderedAt: number,
  changesAt: number | null,
): Promise<void> {
  try {
    if (!storable(c.res)) return
    const copy = new Response(c.res.clone().body, c.res)
    const routeCacheControl = c.res.headers.get('Cache-Control')
    if (routeCacheControl !== null) copy.headers.set(ROUTE_CACHE_CONTROL_HEADER, routeCacheControl)
    copy.headers.set('Cache-Control', STORED_CACHE_CONTROL)
    copy.headers.set(STORED_AT_HEADER, String(Date.now()))
    if (changesAt !== null) copy.headers.set(VALID_UNTIL_HEADER, String(changesAt))
    copy.headers.delete(CACHE_STATUS_HEADER)
    const tags = copyTags(c)
    // The zone's cache indexes the stored copy by these, which a purge by tag names (services/cache-purge.ts).
    const siteUrl = readConfig(c.env).SITE_URL
    copy.headers.set(CACHE_TAG_HEADER, tags.map((tag) => zoneCacheTag(siteUrl, tag)).join(','))
    // Stored, then indexed: a write's drop either finds the index row, and so deletes this copy
    // after it was put, or was stamped first, and then the index refuses it (services/content-cache.ts).
    // Indexing first would let a write's drop run between the two and miss the copy put after it.
    await defaultCache().put(key, copy)
    let indexed = false
    try {
      indexed = await indexCachedCopy(createDb(c.env.DB), key.url, tags, renderedAt)
    } finally {
      // Refused (rendered before a write to what it shows) or not indexed (no write could drop it).
      if (!indexed) await defaultCache().delete(key)
    }
  } catch (error) {
    console.error(`[${c.get('requestId')}] edge cache store failed`, key.url, error)
  }
}

/** What the answer shows: a page says so itself (routes/site.ts); an API read by its path. */
function copyTags(c: Context<AppEnv>): CacheTag[] {
  const path = new URL(c.req.url).pathname
  if (PUBLIC_API_PATH.test(path)) return cacheTagsOfApiPath(path)
  const tags = parseCacheTags(c.res.headers.get(CACHE_TAG_HEADER))
  return tags.length > 0 ? tags : ['pages']
}

/** Renders the answer again, as the same anonymous visitor, and stores it; never throws. */
async function refresh(c: Context<AppEnv>, key: Request, fetchApp: FetchApp): Promise<void> {
  if (refreshing.has(key.url)) return
  refreshing.add(key.url)
  try {
    const request = new Request(c.req.url, { method: 'GET', headers: c.req.raw.headers })
    refreshes.add(request)
    const response = await fetchApp(request, c.env, executionCtxOf(c))
    await response.body?.cancel()
  } catch (error) {
    console.error(`[${c.get('requestId')}] edge cache refresh failed`, key.url, error)
  } finally {
    refreshing.delete(key.url)
  }
}
