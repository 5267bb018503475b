import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

// Public content may change at any moment in the CMS: browsers always revalidate, shared
// caches may serve a copy for a short while and refresh it in the background.
export const PUBLIC_CONTENT_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/** Cache policy for content reads: shared only when nobody is signed in and no draft is included. */
export function setContentCache(c: Context<AppEnv>, includesDrafts: boolean) {
  c.header('Cache-Control', includesDrafts || c.var.user ? 'private, no-store' : PUBLIC_CONTENT_CACHE)
  c.header('Vary', 'Cookie')
}

/**
 * `cacheControl` with the time a shared cache may keep the answer (s-maxage, then
 * stale-while-revalidate) ending within `seconds`: nothing downstream keeps a public answer past
 * the next scheduled publish or unpublish time. A policy without them is unchanged.
 */
export function capSharedLifetime(cacheControl: string, seconds: number): string {
  const left = Math.max(0, Math.floor(seconds))
  const fresh = Math.min(Number(/\bs-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? 0), left)
  return cacheControl
    .replace(/\bs-maxage=\d+/i, `s-maxage=${fresh}`)
    .replace(
      /\bstale-while-revalidate=(\d+)/i,
      (_, stale: string) => `stale-while-revalidate=${Math.min(Number(stale), left - fresh)}`,
    )
}
