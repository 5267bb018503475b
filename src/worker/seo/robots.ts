import { ADMIN_PATH } from '../../shared/routes'

/** robots.txt: everything public is crawlable, the staff area is not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${ADMIN_PATH}`,
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n')
}
