import { escapeHtml } from '../../shared/html'
import { STATIC_PUBLIC_PATHS } from '../../shared/routes'
import type { Db } from '../db/client'
import { listContent } from '../services/content/content-reads'
import { CONTENT_TYPES } from '../services/content/content-types'

interface SitemapEntry {
  path: string
  lastModified?: string
}

/** sitemap.xml: every public route plus every published item of every content type. */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
  const lists = await Promise.all(
    CONTENT_TYPES.map(async (type) =>
      (await listContent(db, type, { includeUnpublished: false })).map(
        (item): SitemapEntry => ({ path: `${type.detailPath}/${item.id}`, lastModified: item.updatedAt }),
      ),
    ),
  )
  const entries: SitemapEntry[] = [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...lists.flat()]
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, siteUrl).toString())}</loc>`
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''
    return `<url>${loc}${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}
