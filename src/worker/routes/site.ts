import { Hono } from 'hono'
import { isKnownAppPath } from '../../shared/routes'
import { SITE_CONFIG_ELEMENT_ID } from '../../shared/site-config'
import type { AppEnv } from '../app-env'
import { publicConfig, readConfig } from '../env'
import { jsonForScript } from '../lib/html'

const HASHED_ASSET = /^\/assets\//
const HAS_EXTENSION = /\.[a-z0-9]+$/i

/**
 * Everything outside /api: static files (with their cache policy) and the HTML shell for app
 * routes, with the public configuration embedded and a real 404 status for unknown paths.
 */
export const site = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url)
  if (HAS_EXTENSION.test(url.pathname)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw)
    const response = new Response(asset.body, asset)
    response.headers.set(
      'Cache-Control',
      HASHED_ASSET.test(url.pathname)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    )
    return response
  }

  // The shell is fetched as `/` (fetching /index.html redirects); without conditional headers,
  // because the page we send differs from the shell the asset layer would compare against.
  const shell = await c.env.ASSETS.fetch(new URL('/', url))
  const config = jsonForScript(publicConfig(readConfig(c.env)))
  const rewritten = new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${config}</script>`, {
          html: true,
        })
      },
    })
    .transform(shell)
  const status = isKnownAppPath(url.pathname) ? 200 : 404
  const response = new Response(rewritten.body, { status, headers: rewritten.headers })
  response.headers.delete('ETag')
  response.headers.set('Cache-Control', 'no-cache')
  response.headers.set('Content-Type', 'text/html; charset=utf-8')
  return response
})
