import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { createDb } from '../db/client'
import { runAfterResponse } from '../lib/after-response'
import { recordMissedPath } from '../services/missed-paths'
import { countRedirectHit, REDIRECT_ID_HEADER, withVisitQuery } from '../services/redirects'
import { isEdgeCacheRefresh } from './edge-cache'

// Addresses that are not pages: their 404s say nothing about links people follow.
const NOT_A_PAGE = /^\/(?:api|admin|assets|images|downloads|@)(?:\/|$)/i

/**
 * Around the edge cache, so a cached answer passes here as a fresh one does. A redirect's answer
 * (routes/site.ts) gets the visit's query added to its Location (the copy is kept without it) and
 * its hit counted; a page's 404 has its path counted as a missed address. Both after the response.
 */
export const redirectVisits = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
  // A background renewal of a cached copy is no visit.
  if (isEdgeCacheRefresh(c.req.raw)) return
  const url = new URL(c.req.url)
  const redirectId = c.res.headers.get(REDIRECT_ID_HEADER)
  if (redirectId !== null) {
    c.res.headers.delete(REDIRECT_ID_HEADER)
    const location = c.res.headers.get('Location')
    if (location !== null) c.res.headers.set('Location', withVisitQuery(location, url.searchParams))
    await runAfterResponse(c, countHit(c.env, Number(redirectId)))
    return
  }
  if (c.res.status !== 404 || NOT_A_PAGE.test(url.pathname)) return
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  await runAfterResponse(c, recordMissed(c.env, url.pathname))
})

async function countHit(env: Env, id: number): Promise<void> {
  try {
    await countRedirectHit(createDb(env.DB), id)
  } catch (error) {
    console.error('redirect hit not counted', error)
  }
}

async function recordMissed(env: Env, path: string): Promise<void> {
  try {
    await recordMissedPath(createDb(env.DB), path)
  } catch (error) {
    console.error('missed address not recorded', error)
  }
}
