import { escapeHtml, jsonForScript } from '../lib/html'

export const DEFAULT_OG_IMAGE = '/images/seed/og-default.jpg'

export interface HeadTags {
  title: string
  description: string
  /** Absolute URL of the page. */
  canonical: string
  /** Absolute URL of the preview image. */
  image: string
  type: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>
}

/** The per-route tags crawlers and link unfurlers read; every value is escaped. */
export function renderHeadTags(tags: HeadTags): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`
  return [
    meta('name', 'description', tags.description),
    tags.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
    meta('property', 'og:type', tags.type),
    meta('property', 'og:site_name', 'Crestline Consulting'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:image', tags.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
    tags.jsonLd ? `<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>` : '',
  ].join('')
}
