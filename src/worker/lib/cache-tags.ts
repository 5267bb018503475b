// What a cached answer shows, as tags: the edge cache indexes its copies by them, stores them as
// `Cache-Tag` (so a purge by tag reaches every location), and a write names the tags it changes.

/** The kinds of content a public answer can show; `pages` tags an answer that shows none. */
const CACHE_TAGS = ['povs', 'case-studies', 'whitepapers', 'hashtags', 'pages'] as const
export type CacheTag = (typeof CACHE_TAGS)[number]

export const CACHE_TAG_HEADER = 'Cache-Tag'

/** Every kind of content: what the sitemap shows, and what a hashtag change reaches. */
export const CONTENT_TAGS: CacheTag[] = ['povs', 'case-studies', 'whitepapers', 'hashtags']

const API_TAGS: [RegExp, CacheTag][] = [
  [/^\/api\/povs(?:\/|$)/, 'povs'],
  [/^\/api\/(?:public\/)?case-studies(?:\/|$)/, 'case-studies'],
  [/^\/api\/whitepapers(?:\/|$)/, 'whitepapers'],
  [/^\/api\/hashtags(?:\/|$)/, 'hashtags'],
]

/** The content an API read at `path` shows. Items carry their hashtags' names, so hashtags too. */
export function cacheTagsOfApiPath(path: string): CacheTag[] {
  const found = API_TAGS.find(([pattern]) => pattern.test(path))?.[1]
  if (!found) return []
  return found === 'hashtags' ? ['hashtags'] : [found, 'hashtags']
}

/** The `Cache-Tag` value of an answer that shows `tags` (none: `pages`). */
export const cacheTagHeader = (tags: Iterable<CacheTag>) => [...new Set(tags)].join(',') || 'pages'

/** The tags a `Cache-Tag` value names (unknown ones dropped). */
export function parseCacheTags(header: string | null): CacheTag[] {
  const names = (header ?? '').split(',').map((name) => name.trim())
  return CACHE_TAGS.filter((tag) => names.includes(tag))
}

/** What a stored image variant shows: its upload (services/images/serve-image.ts). */
export const imageCacheTag = (key: string) => `image/${key}`

/**
 * A tag as the zone's cache knows it: the stored copy's `Cache-Tag` and what the purge API is
 * asked for. Cloudflare's tags are zone-wide and case-insensitive, so each carries the site's host:
 * two sites on one zone (staging and production) never purge each other's copies.
 */
export const zoneCacheTag = (siteUrl: string, tag: string) => `${new URL(siteUrl).host}/${tag}`
