import { renderApp } from 'virtual:app-renderer'
import { type Context, Hono } from 'hono'
import { APP_STATE_ELEMENT_ID, type AppRenderResult } from '../../shared/app-render'
import { FEEDS } from '../../shared/feeds'
import type { ServedFormPost } from '../../shared/form-post'
import { escapeHtml, jsonForScript } from '../../shared/html'
import { apiMessages, notFoundMessages } from '../../shared/messages'
import { normalizePath } from '../../shared/routes'
import type { AppEnv } from '../app-env'
import type { PovRow, WhitepaperRow } from '../db/schema'
import { readConfig } from '../env'
import {
  CACHE_TAG_HEADER,
  type CacheTag,
  CONTENT_TAGS,
  cacheTagHeader,
  cacheTagsOfApiPath,
} from '../lib/cache-tags'
import { consentDecided } from '../lib/consent-decision'
import { frameOriginsIn } from '../lib/embed-frames'
import { canonicalSearch, ownQuery, requestedHashtagIds, withOtherQuery } from '../lib/page-address'
import { requestLocale } from '../lib/request-locale'
import { STATIC_FILE } from '../lib/static-file'
import { atomFeed } from '../seo/atom-feed'
import { renderHeadTags, titleOf } from '../seo/head-tags'
import { robotsTxt } from '../seo/robots'
import { sitemapXml } from '../seo/sitemap-xml'
import { contentTypeNamed } from '../services/content/content-types'
import { existingHashtagIds } from '../services/content/hashtags'
import { storedMenus } from '../services/menus'
import { pageSiteConfig } from '../services/page-site-config'
import { REDIRECT_ID_HEADER, redirectFrom } from '../services/redirects'
import { readSiteDocuments } from '../services/site-documents'
import { type DispatchApi, formPostRoutes } from './form-posts'

const HASHED_ASSET = /^\/assets\//
// Addresses only a page's own requests use (its built assets, Vite's dev modules): a missing one
// is a bare 404, never a page nobody would see.
const SUBRESOURCE_ONLY = /^\/(?:assets\/|@)/

// The pages' language, as index.html's `<html lang>` says: their text is English whatever the
// visitor's Accept-Language, which only picks how dates are formatted.
const PAGE_LANGUAGE = 'en'

const REVALIDATE = 'public, max-age=0, must-revalidate'

function fileCacheControl(pathname: string, status: number): string {
  // A file missing now may be deployed a minute later (a page of the new deploy can reach a
  // location before its assets do): nobody may keep that 404, least of all for a year.
  if (status >= 400) return 'no-store'
  return HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : REVALIDATE
}

/**
 * A redirect target on the request's own origin, as a path (an absolute one keeps only its path):
 * built from the request's Host, an absolute Location would send a visitor wherever a forged Host
 * named. A path that starts with several slashes or backslashes (`//evil.example/`) would name
 * another host, so they collapse to one.
 */
const onOwnOrigin = (target: string) => {
  const { pathname, search, hash } = new URL(target.replace(/^[/\\]+/, '/'), 'http://own.origin')
  return `${pathname}${search}${hash}`
}

/** The request's HTML: the app's markup in the shell, its head tags, and the state it was rendered from. */
async function servePage(
  page: Extract<AppRenderResult, { kind: 'page' }>,
  shell: Response,
): Promise<Response> {
  const title = titleOf(page.head)
  let entry: string | undefined
  const modules: string[] = []
  const rewritten = new HTMLRewriter()
    .on('title', {
      element(element) {
        if (title !== undefined) element.setInnerContent(title)
      },
    })
    .on('head', {
      element(head) {
        head.append(renderHeadTags(page.head), { html: true })
        head.append(
          `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${jsonForScript(page.state)}</script>`,
          { html: true },
        )
        head.onEndTag((end) => {
          if (entry === undefined) return
          end.before(
            `<script src="/start-app.js" defer data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}"></script>`,
            { html: true },
          )
        })
      },
    })
    .on('script[type="module"][src], link[rel="modulepreload"]', {
      // The served page is complete without the app, which only makes it interactive: its modules
      // are requested once the page has painted (public/start-app.js), so on a slow link they
      // never compete with the stylesheet for the first content. Vite's dev server keeps its own.
      element(element) {
        if (import.meta.env.MODE === 'development') return
        const href = element.getAttribute('src') ?? element.getAttribute('href')
        if (!href) return
        if (element.tagName === 'script') entry = href
        else modules.push(href)
        element.remove()
      },
    })
    .on('#root', {
      element(root) {
        root.setInnerContent(page.html, { html: true })
      },
    })
    .transform(shell)
  const response = new Response(rewritten.body, { status: page.status, headers: rewritten.headers })
  response.headers.delete('ETag')
  // A page that shows a failed read is not kept anywhere: the next visitor gets a fresh try.
  response.headers.set('Cache-Control', page.failedReads ? 'no-store' : 'no-cache')
  // Dates are formatted in the visitor's language.
  response.headers.set('Vary', 'Accept-Language')
  response.headers.set('Content-Type', 'text/html; charset=utf-8')
  response.headers.set('Content-Language', PAGE_LANGUAGE)
  if (page.head.some((tag) => tag.attrs.name === 'robots' && tag.attrs.content === 'noindex')) {
    response.headers.set('X-Robots-Tag', 'noindex')
  }
  return response
}

/**
 * The page at the request's path, rendered by the app with its data, showing `formPost` if given.
 * With `canonical`, the request spelled its address another way: the answer is a 301 to that
 * address, or to the one the app's router makes of it (an invalid page dropped), in one hop.
 */
async function renderPage(
  c: Context<AppEnv>,
  dispatchApi: DispatchApi,
  { formPost, canonical }: { formPost?: ServedFormPost; canonical?: string } = {},
): Promise<Response> {
  const url = new URL(canonical ?? c.req.url, c.req.url)
  // Only what the page reads of its query reaches the render (a utm_… or cache-buster would
  // otherwise be carried into its links), so the edge cache keys it by that alone.
  const rendered = new URLSearchParams(ownQuery(url.pathname, url.searchParams)).toString()
  // The page's API calls run as this visitor: a signed-in staff member's session reaches them.
  const cookie = c.req.header('cookie')
  // A page built from a read meant for this visitor alone (a draft a staff member may see)
  // is as private as that read.
  let personal = false
  // What the page shows, by the API reads its render made: the edge cache's tags for it.
  const shows = new Set<CacheTag>()
  const fetchApi = async (request: Request) => {
    for (const tag of cacheTagsOfApiPath(new URL(request.url).pathname)) shows.add(tag)
    const inner = new Request(request)
    if (cookie) inner.headers.set('cookie', cookie)
    const response = await dispatchApi(inner, c.env, c.executionCtx)
    if (response.headers.get('cache-control')?.includes('private')) personal = true
    return response
  }
  let result: AppRenderResult
  try {
    result = await renderApp({
      url: `${url.pathname}${rendered ? `?${rendered}` : ''}`,
      siteConfig: await pageSiteConfig(c.var.db, readConfig(c.env)),
      locale: requestLocale(c.req.header('accept-language')),
      consentDecided: consentDecided(c),
      fetchApi,
      formPost,
    })
  } catch (error) {
    console.error(`[${c.get('requestId')}] page render failed`, url.pathname, error)
    return c.html(`<!doctype html><title>${escapeHtml(apiMessages.internal)}</title>`, 500)
  }
  if (result.kind === 'redirect') {
    const target = withOtherQuery(onOwnOrigin(result.href), url.pathname, url.searchParams)
    return c.redirect(target, result.status === 301 || canonical !== undefined ? 301 : 307)
  }
  if (canonical !== undefined) return c.redirect(onOwnOrigin(canonical), 301)
  // The shell is fetched as `/` (fetching /index.html redirects); without conditional headers,
  // because the page we send differs from the shell the asset layer would compare against.
  c.set('frameOrigins', frameOriginsIn(result.html))
  const served = await servePage(result, await c.env.ASSETS.fetch(new URL('/', url)))
  if (personal) served.headers.set('Cache-Control', 'private, no-store')
  served.headers.set(CACHE_TAG_HEADER, cacheTagHeader(shows))
  return served
}

/**
 * The answer of the redirect from `path`, or null when there is none: 301 or 302 to its target
 * (routes through middleware/redirect-visits.ts, which adds the visit's query and counts the hit),
 * or 410 with a short page. Kept by the edge cache like a page, tagged `redirects`.
 */
async function redirectAnswer(c: Context<AppEnv>, path: string): Promise<Response | null> {
  const redirect = await redirectFrom(c.var.db, path)
  if (!redirect) return null
  const headers = {
    [REDIRECT_ID_HEADER]: String(redirect.id),
    [CACHE_TAG_HEADER]: cacheTagHeader(['redirects']),
    // Checked again at every visit, so a changed redirect is followed at once.
    'Cache-Control': 'no-cache',
  }
  if (redirect.status === 410) {
    const home = `<a href="/">${escapeHtml(notFoundMessages.goneHome)}</a>`
    return c.html(
      `<!doctype html><html lang="${PAGE_LANGUAGE}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(notFoundMessages.gone)}</title><h1>${escapeHtml(notFoundMessages.gone)}</h1><p>${home}</p></html>`,
      410,
      headers,
    )
  }
  const target = redirect.toAddress.startsWith('/') ? onOwnOrigin(redirect.toAddress) : redirect.toAddress
  return new Response(null, { status: redirect.status, headers: { ...headers, Location: target } })
}

const siteUrlOf = (c: Context<AppEnv>) => readConfig(c.env).SITE_URL

// Feeds and sitemap.xml: kept at the edge for five minutes, refreshed in the background for an
// hour, and purged with the content they list.
const INDEX_DOCUMENT_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600'

/** A feed, purged with the content of its type (and the hashtags its entries name as categories). */
const atomResponse = (c: Context<AppEnv>, xml: string, tag: CacheTag) =>
  c.body(xml, 200, {
    'Content-Type': 'application/atom+xml; charset=utf-8',
    [CACHE_TAG_HEADER]: cacheTagHeader([tag, 'hashtags']),
    'Cache-Control': INDEX_DOCUMENT_CACHE,
  })

/** Any other method than the path's: 405 naming those it has (HEAD goes wherever GET does). */
const methodNotAllowed = (allow: string) => (c: Context<AppEnv>) =>
  c.text('Method Not Allowed', 405, { Allow: allow })

/**
 * Everything outside /api: robots.txt and sitemap.xml, static files (with their cache policy)
 * and every page, rendered by the app itself with its data (docs/decisions/006).
 */
export const siteRoutes = (dispatchApi: DispatchApi) => {
  const formPosts = formPostRoutes(dispatchApi, async (c, formPost, status) => {
    const page = await renderPage(c, dispatchApi, { formPost })
    // The outcome's status (400 for field messages), unless the page itself failed.
    return page.status >= 500 ? page : new Response(page.body, { status, headers: page.headers })
  })
  // Where a form posts, Allow names POST too: read from the form routes, so the two never disagree.
  const postPaths = [...new Set(formPosts.routes.filter((r) => r.method === 'POST').map((r) => r.path))]
  return new Hono<AppEnv>()
    .route('/', formPosts)
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', REVALIDATE)
      return c.text(robotsTxt(readConfig(c.env).SITE_URL))
    })
    .get('/sitemap.xml', async (c) => {
      const { menus } = await readSiteDocuments(c.var.db)
      const xml = await sitemapXml(c.var.db, readConfig(c.env).SITE_URL, storedMenus(menus))
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        [CACHE_TAG_HEADER]: cacheTagHeader(CONTENT_TAGS),
        'Cache-Control': INDEX_DOCUMENT_CACHE,
      })
    })
    .get(FEEDS.povs.path, async (c) => {
      const povs = contentTypeNamed<PovRow>('pov')
      return atomResponse(c, await atomFeed(c.var.db, povs, FEEDS.povs, siteUrlOf(c)), povs.cacheTag)
    })
    .get(FEEDS.whitepapers.path, async (c) => {
      const whitepapers = contentTypeNamed<WhitepaperRow>('whitepaper')
      return atomResponse(
        c,
        await atomFeed(c.var.db, whitepapers, FEEDS.whitepapers, siteUrlOf(c)),
        whitepapers.cacheTag,
      )
    })
    .get('*', async (c) => {
      const url = new URL(c.req.url)
      if (STATIC_FILE.test(url.pathname)) {
        const asset = await c.env.ASSETS.fetch(c.req.raw)
        // A dotted address that names no file (`/povs/1.5`, `/feed.xml`) is still an address a
        // person may open: the app's 404 page.
        if (asset.status === 404 && !SUBRESOURCE_ONLY.test(url.pathname)) {
          await asset.body?.cancel()
          return (await redirectAnswer(c, url.pathname)) ?? renderPage(c, dispatchApi)
        }
        const response = new Response(asset.body, asset)
        response.headers.set('Cache-Control', fileCacheControl(url.pathname, asset.status))
        return response
      }

      // A redirect staff made wins over the page: it answers before anything else is read.
      const redirected = await redirectAnswer(c, url.pathname)
      if (redirected) return redirected

      // One address per page, reached in one hop from any other spelling (case, slashes); the
      // server render and the browser's router must see the same path or hydration would not match.
      const path = normalizePath(url.pathname)
      if (path !== url.pathname) return c.redirect(onOwnOrigin(`${path}${url.search}`), 301)

      // One address per choice of filters too: the page's parameters in one order, hashtags by
      // ascending id, each once, and only those that exist (shared/page-query.ts).
      const known = await existingHashtagIds(c.var.db, requestedHashtagIds(path, url.searchParams))
      const search = canonicalSearch(path, url.searchParams, known)
      const given = new URLSearchParams(url.searchParams).toString()
      if (search !== (given ? `?${given}` : ''))
        return renderPage(c, dispatchApi, { canonical: `${path}${search}` })

      return renderPage(c, dispatchApi)
    })
    .on('ALL', postPaths, methodNotAllowed('GET, HEAD, POST'))
    .all('*', methodNotAllowed('GET, HEAD'))
}
