import { escapeHtml } from '../lib/html'

export interface CrawlerContent {
  heading: string
  sections: { heading?: string; text: string[] }[]
}

/**
 * The page's heading and text as plain semantic HTML inside #root, for clients that run no
 * JavaScript. The SPA's createRoot replaces it on start (docs/decisions/002).
 */
export function renderCrawlerBody(content: CrawlerContent): string {
  const sections = content.sections
    .map((section) => {
      const heading = section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ''
      const paragraphs = section.text
        .filter((text) => text.trim() !== '')
        .map((text) => `<p>${escapeHtml(text)}</p>`)
        .join('')
      return `<section>${heading}${paragraphs}</section>`
    })
    .join('')
  return `<main class="crawler-content"><h1>${escapeHtml(content.heading)}</h1>${sections}</main>`
}

/** Multi-line CMS text as paragraphs, one per non-blank line. */
export function paragraphs(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '')
}
