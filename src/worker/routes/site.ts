import { Hono } from 'hono'
import { SITE_CONFIG_ELEMENT_ID } from '../../shared/site-config'
import type { AppEnv } from '../app-env'
import { publicConfig, readConfig } from '../env'
import { jsonForScript } from '../lib/html'
import { renderCrawlerBody } from '../seo/crawler-body'
import { renderHeadTags } from '../seo/head-tags'
import { resolvePageDocument } from '../seo/page-document'
import { robotsTxt } from '../seo/robots'
import { sitemapXml } from '../seo/sitemap-xml'

const HASHED_ASSET = /^\/assets\//
const HAS_EXTENSION = /\.[a-z0-9]+$/i
const REVALIDATE = 'public, max-age=0, must-revalidate'

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
    if (HAS_EXTENSION.test(url.pathname)) {
      const asset = await c.env.ASSETS.fetch(c.req.raw)
      const response = new Response(asset.body, asset)
      response.headers.set(
        'Cache-Control',
        HASHED_ASSET.test(url.pathname) ? 'public, max-age=31536000, immutable' : REVALIDATE,
      )
      return response
    }

    const config = readConfig(c.env)
    const site = publicConfig(config)
    const page = await resolvePageDocument(c.var.db, site, url.pathname)
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
        },
      })
      .on('#root', {
        element(root) {
          root.setInnerContent(renderCrawlerBody(page.body), { html: true })
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
