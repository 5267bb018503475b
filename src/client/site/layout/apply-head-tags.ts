import { type HeadTag, PAGE_HEAD_ATTRIBUTE } from '@shared/app-render'

/** Replaces the page's head tags after a client navigation with those of the new page. */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove()
  for (const { tag, attrs, children } of tags) {
    if (tag === 'title') {
      document.title = children ?? ''
      continue
    }
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (children !== undefined) element.textContent = children
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '')
    document.head.appendChild(element)
  }
}
