import { vi } from 'vitest'
import { decodeHtmlText as decode } from '../support/html-text'
import { call } from './helpers'

/**
 * The page as a crawler or a visitor without JavaScript receives it. Pages are edge-cached for 60 s,
 * then served stale for 300 s: each crawl comes after that window, as a visitor's would after an
 * edit, so it sees what the test just wrote to D1. The calling file fakes `Date`
 * (`vi.useFakeTimers({ toFake: ['Date'] })`).
 */
export async function crawl(path: string, headers: Record<string, string> = {}) {
  vi.setSystemTime(Date.now() + 361_000)
  const response = await call(path, { headers: { 'user-agent': 'facebookexternalhit/1.1', ...headers } })
  const html = await response.text()
  const attr = (selector: RegExp) => selector.exec(html)?.[1]
  const root = html.slice(html.indexOf('<div id="root"'))
  return {
    response,
    html,
    root,
    title: decode(attr(/<title>([^<]*)<\/title>/)),
    description: decode(attr(/<meta name="description" content="([^"]*)"/)),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: decode(attr(/<meta property="og:title" content="([^"]*)"/)),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogImageAlt: decode(attr(/<meta property="og:image:alt" content="([^"]*)"/)),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    h1: decode(attr(/<h1[^>]*>([^<]*)<\/h1>/)),
    jsonLd: attr(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/),
    jsonLdScripts: html.match(/<script type="application\/ld\+json"/g)?.length ?? 0,
    state: JSON.parse(attr(/<script type="application\/json" id="app-state">(.*?)<\/script>/) ?? 'null') as {
      locale: string
      siteConfig: { companyEmail: string }
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
    } | null,
    links: [...root.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]),
  }
}
