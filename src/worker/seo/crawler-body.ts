import { escapeHtml } from '../lib/html'

export interface CrawlerContent {
  eyebrow?: string
  heading: string
  lead: string[]
  sections: { heading?: string; text: string[] }[]
}

const paragraphsHtml = (texts: string[]) =>
  texts
    .filter((text) => text.trim() !== '')
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('')

/**
 * The page's heading and text as plain semantic HTML inside #root, for clients that run no
 * JavaScript. The SPA's createRoot replaces it on start (docs/decisions/002); the hero block is
 * styled like the app's hero, so the swap neither jumps nor paints a larger element.
 */
export function renderCrawlerBody(content: CrawlerContent): string {
  const eyebrow = content.eyebrow ? `<p class="crawler-eyebrow">${escapeHtml(content.eyebrow)}</p>` : ''
  const hero = `<div class="crawler-hero">${eyebrow}<h1>${escapeHtml(content.heading)}</h1>${paragraphsHtml(content.lead)}</div>`
  const sections = content.sections
    .map((section) => {
      const heading = section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ''
      return `<section>${heading}${paragraphsHtml(section.text)}</section>`
    })
    .join('')
  return `<main class="crawler-content">${hero}<div class="crawler-body">${sections}</div></main>`
}

/** Multi-line CMS text as paragraphs, one per non-blank line. */
export function paragraphs(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '')
}
