import { escapeHtml } from '../../shared/html'
import { menuLinks, menuPagePath } from '../../shared/menu-links'
import { STATIC_PUBLIC_PATHS } from '../../shared/routes'
import type { Menus } from '../../shared/schemas/menus'
import type { Db } from '../db/client'
import type { PageRow } from '../db/schema'
import { listContent } from '../services/content/content-reads'
import { CONTENT_TYPES, contentTypeNamed } from '../services/content/content-types'

interface SitemapEntry {
  path: string
  lastModified?: string
}

/**
 * sitemap.xml: every public route plus every published item of every content type, and the landing
 * pages not kept out of search engines (the site's own pages are public routes), and any other page
 * of this site the menus link.
 */
export async function sitemapXml(db: Db, siteUrl: string, menus: Menus): Promise<string> {
  const published = { includeUnpublished: false }
  const lists = await Promise.all(
    CONTENT_TYPES.map(async (type) =>
      type.detailPath === null
        ? []
        : (await listContent(db, type, published)).map(
            (item): SitemapEntry => ({ path: `${type.detailPath}/${item.id}`, lastModified: item.updatedAt }),
          ),
    ),
  )
  const landingPages = (await listContent(db, contentTypeNamed<PageRow>('page'), published))
    .filter((page) => !page.noindex && !(STATIC_PUBLIC_PATHS as readonly string[]).includes(page.path))
    .map((page): SitemapEntry => ({ path: page.path, lastModified: page.updatedAt }))
  const listed: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...lists.flat(),
    ...landingPages,
  ]
  const paths = new Set(listed.map((entry) => entry.path))
  const linked = menuLinks(menus).flatMap((link) => {
    const path = menuPagePath(link.href)
    if (path === undefined || paths.has(path)) return []
    paths.add(path)
    return [{ path }]
  })
  const entries: SitemapEntry[] = [...listed, ...linked]
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, siteUrl).toString())}</loc>`
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''
    return `<url>${loc}${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}
