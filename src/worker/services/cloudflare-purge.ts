import type { AppConfig } from '../env'

// Cloudflare's purge by cache tag: `POST {api}/zones/{zone}/purge_cache` with `{ "tags": [...] }`
// and a bearer token with the zone's Cache Purge permission. It answers Cloudflare's envelope,
// `{ success, errors: [{ code, message }], messages, result: { id } }`.

/** Cloudflare takes at most this many tags in one request (its purge limits, every plan). */
export const MAX_TAGS_PER_PURGE = 100

/** A purge call's deadline: well inside the 30 s a waitUntil task may run after the response. */
const PURGE_TIMEOUT_MS = 10_000

export interface PurgeSettings {
  apiUrl: string
  zoneId: string
  token: string
}

/** The purge API to call, or null when no zone is configured: then writes purge nothing beyond this location. */
export function purgeSettings(config: AppConfig): PurgeSettings | null {
  if (!config.CACHE_PURGE_ZONE_ID || !config.CACHE_PURGE_TOKEN) return null
  return {
    apiUrl: config.CACHE_PURGE_API_URL.replace(/\/+$/, ''),
    zoneId: config.CACHE_PURGE_ZONE_ID,
    token: config.CACHE_PURGE_TOKEN,
  }
}

/** One purge request of up to MAX_TAGS_PER_PURGE tags; throws with Cloudflare's errors unless it succeeded. */
export async function purgeByTags(settings: PurgeSettings, tags: string[]): Promise<void> {
  const response = await fetch(`${settings.apiUrl}/zones/${settings.zoneId}/purge_cache`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
  const answer = (await response.json().catch(() => null)) as {
    success?: unknown
    errors?: { code?: unknown; message?: unknown }[]
  } | null
  if (response.ok && answer?.success === true) return
  const errors = Array.isArray(answer?.errors)
    ? answer.errors.map((error) => `${error.code} ${error.message}`).join('; ')
    : ''
  throw new Error(`purge_cache answered ${response.status}${errors ? `: ${errors}` : ''}`)
}
