import { renderApp } from 'virtual:app-renderer'
import { Hono } from 'hono'
import { SSR_ROOT_ATTRIBUTE } from '../../shared/app-render'
import { PAGE_SEED_ELEMENT_ID } from '../../shared/page-seed'
import { normalizePath, SERVER_RENDERED_PATHS } from '../../shared/routes'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/site-config'
import type { AppEnv } from '../app-env'
import { publicConfig, readConfig } from '../env'
import { jsonForScript } from '../lib/html'
import { renderCrawlerBody } from '../seo/crawler-body'
import { renderHeadTags } from '../seo/head-tags'
import { resolvePageDocument } from '../seo/page-document'
import { robotsTxt } from '../seo/robots'
import { sitemapXml } from '../seo/sitemap-xml'

const HASHED_ASSET = /^\/assets\//
// Files, plus Vite's own dev-server modules (/@vite/client, /@react-refresh), which have no
// extension: without them `npm start` would serve pages whose app never starts.
const STATIC_FILE = /\.[a-z0-9]+$|^\/@/i
const REVALIDATE = 'public, max-age=0, must-revalidate'

// A page's markup depends only on its URL and the configuration, both fixed for the isolate's
// life, so each is rendered once per isolate. Only bare paths are kept (trailing slashes are
// redirected away), so there is one entry per server-rendered route and configuration.
const renderedPages = new Map<string, string>()

/**
 * The app's own markup for a route that needs no data, or undefined for the rest and when the
 * render fails: the crawler view then stands in and the browser renders the app over it.
 */
async function serverRender(url: URL, siteConfig: SiteConfig): Promise<string | undefined> {
  if (!SERVER_RENDERED_PATHS.includes(normalizePath(url.pathname))) return undefined
  const key = url.search === '' ? `${url.pathname}\n${JSON.stringify(siteConfig)}` : undefined
  const cached = key === undefined ? undefined : renderedPages.get(key)
  if (cached !== undefined) return cached
  try {
    const html = await renderApp({ url: url.pathname + url.search, siteConfig })
    if (key !== undefined) renderedPages.set(key, html)
    return html
  } catch (error) {
    console.error('server render failed', url.pathname, error)
    return undefined
  }
}

/**
 * Everything outside /api: robots.txt and sitemap.xml, static files (with their cache policy)
 * and the HTML shell for app routes, rewritten per route so that crawlers get the page's own
 * head tags, heading and text, with a real 404 status for unknown paths (docs/decisions/002).
 */
export const site = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', REVALIDATE)
    return c.text(robotsTxt(readConfig(c.env).SITE_URL))
  })
  .get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(c.var.db, readConfig(c.env).SITE_URL)
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    })
  })
  .get('*', async (c) => {
    const url = new URL(c.req.url)
    if (STATIC_FILE.test(url.pathname)) {
      const asset = await c.env.ASSETS.fetch(c.req.raw)
      const response = new Response(asset.body, asset)
      response.headers.set(
        'Cache-Control',
        HASHED_ASSET.test(url.pathname) ? 'public, max-age=31536000, immutable' : REVALIDATE,
      )
      return response
    }

    // One address per page: the canonical has no trailing slash, and the server render and the
    // browser's router must see the same path or hydration would not match.
    const path = normalizePath(url.pathname)
    if (path !== url.pathname) return c.redirect(`${path}${url.search}`, 301)

    const config = readConfig(c.env)
    const site = publicConfig(config)
    const [page, appHtml] = await Promise.all([
      resolvePageDocument(c.var.db, site, url.pathname),
      serverRender(url, site),
    ])
    // The shell is fetched as `/` (fetching /index.html redirects); without conditional headers,
    // because the page we send differs from the shell the asset layer would compare against.
    const shell = await c.env.ASSETS.fetch(new URL('/', url))
    const rewritten = new HTMLRewriter()
      .on('title', {
        element(title) {
          title.setInnerContent(page.head.title)
        },
      })
      .on('head', {
        element(head) {
          head.append(renderHeadTags(page.head), { html: true })
          head.append(
            `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForScript(site)}</script>`,
            { html: true },
          )
          if (page.seed) {
            head.append(
              `<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">${jsonForScript(page.seed)}</script>`,
              { html: true },
            )
          }
        },
      })
      .on('script[type="module"], link[rel="modulepreload"]', {
        // A server-rendered page is complete without its scripts, which only make it interactive:
        // at low priority they stop competing with the stylesheet and font for a slow link.
        element(script) {
          if (appHtml !== undefined) script.setAttribute('fetchpriority', 'low')
        },
      })
      .on('#root', {
        element(root) {
          if (appHtml === undefined) {
            root.setInnerContent(renderCrawlerBody(page.body), { html: true })
          } else {
            root.setAttribute(SSR_ROOT_ATTRIBUTE, '')
            root.setInnerContent(appHtml, { html: true })
          }
        },
      })
      .transform(shell)
    const response = new Response(rewritten.body, { status: page.status, headers: rewritten.headers })
    response.headers.delete('ETag')
    response.headers.set('Cache-Control', 'no-cache')
    response.headers.set('Content-Type', 'text/html; charset=utf-8')
    if (page.head.noindex) response.headers.set('X-Robots-Tag', 'noindex')
    return response
  })
