import { CONTENT_SEGMENTS } from '../../shared/content/registry'

// What a cached answer shows, as tags: the edge cache indexes its copies by them, stores them as
// `Cache-Tag` (so a purge by tag reaches every location), and a write names the tags it changes.

/**
 * The kinds of content a public answer can show: each type by its segment, and hashtags. `pages` is
 * the pages built from blocks, and also names an answer that shows no content (the contact page, the sitemap page).
 * `redirects` names the answers a redirect gave (routes/site.ts).
 */
const CACHE_TAGS = [...CONTENT_SEGMENTS, 'hashtags', 'redirects'] as const
export type CacheTag = (typeof CACHE_TAGS)[number]

export const CACHE_TAG_HEADER = 'Cache-Tag'

/** Every kind of content: what the sitemap shows, and what a hashtag change reaches. */
export const CONTENT_TAGS: CacheTag[] = [...CONTENT_SEGMENTS, 'hashtags']

/**
 * Every cached answer: what a write reaches that changes every page (the site settings, the menus),
 * or an address cached as a page or a 404 of any type (a redirect). Such writes are rare.
 */
export const EVERY_TAG: CacheTag[] = [...CACHE_TAGS]

// `/api/<segment>…`, and docs/product.md's `/api/public/case-studies` (any type's `public/` prefix alike).
const API_PATH = /^\/api\/(?:public\/)?([a-z-]+)(?:\/|$)/
// One item: its text's calls to action show whitepapers' cards.
const ITEM_PATH = /^\/api\/(?:public\/)?[a-z-]+\/\d+$/

/**
 * The content an API read at `path` shows. Items carry their hashtags' names, so hashtags too; an
 * item's related reading may show an item of any type, and its text whitepapers.
 */
export function cacheTagsOfApiPath(path: string): CacheTag[] {
  if (path.endsWith('/related')) return CONTENT_TAGS
  const segment = API_PATH.exec(path)?.[1]
  if (segment === 'hashtags') return ['hashtags']
  const found = CONTENT_SEGMENTS.find((type) => type === segment)
  if (!found) return []
  return ITEM_PATH.test(path) ? [found, 'hashtags', 'whitepapers'] : [found, 'hashtags']
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
