import type { HeadTag } from '../../shared/app-render'
import { PAGE_HEAD_ATTRIBUTE } from '../../shared/app-render'
import { escapeHtml, escapeScriptJson } from '../../shared/html'

/**
 * The page's head tags (from its route's head()) as HTML, every value escaped. Each is marked
 * as the page's own, so client navigation replaces exactly these; the title is the shell's.
 */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .filter((tag) => tag.tag !== 'title')
    .map(({ tag, attrs, children }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      const open = `<${tag}${attributes} ${PAGE_HEAD_ATTRIBUTE}="">`
      if (tag === 'meta' || tag === 'link') return open
      return `${open}${escapeScriptJson(children ?? '')}</${tag}>`
    })
    .join('')
}

export const titleOf = (tags: readonly HeadTag[]): string | undefined =>
  tags.find((tag) => tag.tag === 'title')?.children
