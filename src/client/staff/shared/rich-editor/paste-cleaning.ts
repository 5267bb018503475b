// What a paste from Word or Google Docs keeps: the structure (headings, lists, bold and italic,
// links, tables), never the styling (fonts, colours, sizes, classes). Both write bold and italic as
// styles on spans, so those become <strong> and <em> before every style is dropped; Google Docs
// wraps the whole paste in a <b style="font-weight:normal">, which is not bold; Word writes a list
// as paragraphs with `mso-list` styles and a typed bullet, which become a real list.

const DROPPED = 'style, meta, link, title, script, template'
const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)$/

/** The inline styles of an element that carry meaning: weight and slant. */
function styleOf(element: Element) {
  const style = (element as HTMLElement).style
  return {
    bold: BOLD_WEIGHT.test(style?.fontWeight ?? ''),
    notBold: /^(normal|[1-4]00)$/.test(style?.fontWeight ?? ''),
    italic: style?.fontStyle === 'italic',
  }
}

// Node's own methods: the Workers types give Element an `append` of HTMLRewriter's.
function moveChildren(from: Node, to: Node) {
  while (from.firstChild) to.appendChild(from.firstChild)
}

function unwrap(element: Element) {
  while (element.firstChild) element.parentNode?.insertBefore(element.firstChild, element)
  element.parentNode?.removeChild(element)
}

function wrapChildren(element: Element, tag: 'strong' | 'em') {
  const wrapper = element.ownerDocument.createElement(tag)
  moveChildren(element, wrapper)
  element.appendChild(wrapper)
}

/** Bold and italic written as styles become elements, and `<b>` that says it is not bold goes. */
function keepEmphasis(body: HTMLElement) {
  for (const element of Array.from(body.querySelectorAll('b, strong'))) {
    if (styleOf(element).notBold) unwrap(element)
  }
  for (const element of Array.from(body.querySelectorAll('span'))) {
    const { bold, italic } = styleOf(element)
    if (bold) wrapChildren(element, 'strong')
    if (italic) wrapChildren(element, 'em')
  }
}

interface WordListItem {
  /** Word's list (`l0`, `l1`): a new one starts a new list. */
  list: string
  level: number
  ordered: boolean
  element: Element
}

/** A Word list paragraph's level and kind, from its `mso-list` style and its typed marker. */
function wordListItem(element: Element): WordListItem | null {
  const style = element.getAttribute('style') ?? ''
  const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style)
  if (!match) return null
  const marker = element.querySelector('[style*="mso-list:Ignore"], [style*="mso-list: Ignore"]')
  const markerText = marker?.textContent?.trim() ?? ''
  marker?.parentNode?.removeChild(marker)
  return {
    list: match[1] ?? '',
    level: Number(match[2]),
    ordered: /^(\d+|[a-z]+|[ivxlc]+)[.)]$/i.test(markerText),
    element,
  }
}

/** Runs of Word list paragraphs become nested lists. */
function rebuildWordLists(body: HTMLElement) {
  const document = body.ownerDocument
  const paragraphs = Array.from(body.querySelectorAll('p'))
  let stack: Array<{ list: HTMLElement; id: string; level: number; lastItem: HTMLElement | null }> = []
  let previous: Element | null = null
  for (const paragraph of paragraphs) {
    const item = wordListItem(paragraph)
    if (!item) {
      stack = []
      previous = null
      continue
    }
    // A list continues only in the paragraph right after the last of its items.
    if (paragraph.previousElementSibling !== previous || stack[0]?.id !== item.list) stack = []
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > item.level) stack.pop()
    let top = stack.at(-1)
    if (!top || top.level < item.level) {
      const list = document.createElement(item.ordered ? 'ol' : 'ul')
      if (top?.lastItem) top.lastItem.appendChild(list)
      else paragraph.parentNode?.insertBefore(list, paragraph)
      top = { list, id: item.list, level: item.level, lastItem: null }
      stack.push(top)
    }
    const li = document.createElement('li')
    moveChildren(paragraph, li)
    top.list.appendChild(li)
    top.lastItem = li
    paragraph.parentNode?.removeChild(paragraph)
    // The list now stands where the paragraph was: the next paragraph follows the outer list.
    previous = stack[0]?.list ?? null
  }
}

/** Comments (Word's conditional ones) and Office's own elements (`<o:p>`), which hold no text. */
function dropOfficeMarkup(body: HTMLElement) {
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (element.tagName.includes(':')) element.parentNode?.removeChild(element)
  }
}

/** Images a page can show: Word pastes local files (`file:`) and inline data, which no reader can load. */
function dropUnreachableImages(body: HTMLElement) {
  for (const image of Array.from(body.querySelectorAll('img'))) {
    if (!/^(https?:\/\/|\/)/.test(image.getAttribute('src') ?? '')) image.parentNode?.removeChild(image)
  }
}

/** The pasted HTML with its structure and without its styling. */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const body = document.body
  for (const element of Array.from(body.querySelectorAll(DROPPED))) element.parentNode?.removeChild(element)
  dropOfficeMarkup(body)
  dropUnreachableImages(body)
  keepEmphasis(body)
  rebuildWordLists(body)
  for (const element of Array.from(body.querySelectorAll('font, span'))) unwrap(element)
  // A heading copied within the text names its Markdown depth (markdown-extensions.ts), as the
  // level it shows is the page's.
  for (const element of Array.from(body.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) {
      if (!['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start', 'data-depth'].includes(name)) {
        element.removeAttribute(name)
      }
    }
  }
  return body.innerHTML
}
