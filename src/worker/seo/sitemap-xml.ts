import { escapeHtml } from '../../shared/html'
import { STATIC_PUBLIC_PATHS } from '../../shared/routes'
import type { Db } from '../db/client'
import { listCaseStudies } from '../services/case-studies'
import { listPovs } from '../services/povs'

interface SitemapEntry {
  path: string
  lastModified?: string
}

/** sitemap.xml: every public route plus the published POVs and case studies. */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
  const [povs, caseStudies] = await Promise.all([
    listPovs(db, { includeUnpublished: false }),
    listCaseStudies(db, { includeUnpublished: false }),
  ])
  const entries: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...povs.map((pov) => ({ path: `/povs/${pov.id}`, lastModified: pov.updatedAt })),
    ...caseStudies.map((study) => ({ path: `/case-studies/${study.id}`, lastModified: study.updatedAt })),
  ]
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, siteUrl).toString())}</loc>`
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''
    return `<url>${loc}${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}
