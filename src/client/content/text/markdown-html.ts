import { escapeHtml } from '@shared/html'

// Staff Markdown as plain, escaped HTML for a JSON-LD description (a JobPosting's), where search
// engines read HTML. Not the page's renderer (content/text/markdown-content.tsx): that one
// loads marked, which a route's head must not wait for on a served page. This knows paragraphs,
// line breaks, headings, lists, strong text and code; a link becomes its text, and anything else
// stays the text that was typed, escaped.

const HEADING = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/
const LIST_ITEM = /^\s*(?:[-*+]|(\d{1,9})[.)])\s+(.*)$/

function inlineHtml(text: string): string {
  return escapeHtml(text.trim())
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_match, stars: string | undefined, lines: string | undefined) => {
      return `<strong>${stars ?? lines}</strong>`
    })
    .replace(/`([^`]+)`/g, '<code>$1</code>')
}

/** `text` (Markdown) as HTML of paragraphs, line breaks, `<h3>` headings, lists, `<strong>` and `<code>`. */
export function markdownHtml(text: string): string {
  const html: string[] = []
  let paragraph: string[] = []
  // Cast, not annotated: `close` resets it, which the loop's narrowing cannot see.
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null
  const close = () => {
    if (paragraph.length) html.push(`<p>${paragraph.join('<br>')}</p>`)
    if (list) html.push(`<${list.tag}>${list.items.map((item) => `<li>${item}</li>`).join('')}</${list.tag}>`)
    paragraph = []
    list = null
  }
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line)
    const item = LIST_ITEM.exec(line)
    if (!line.trim()) close()
    else if (heading) {
      close()
      html.push(`<h3>${inlineHtml(heading[1] ?? '')}</h3>`)
    } else if (item) {
      const tag = item[1] === undefined ? 'ul' : 'ol'
      if (list?.tag !== tag) close()
      list ??= { tag, items: [] }
      list.items.push(inlineHtml(item[2] ?? ''))
    } else {
      if (list) close()
      paragraph.push(inlineHtml(line))
    }
  }
  close()
  return html.join('')
}
