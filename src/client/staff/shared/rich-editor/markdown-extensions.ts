import { type HeadingLevel, headingLevel } from '@shared/markdown/heading-level'
import { type AnyExtension, type JSONContent, mergeAttributes } from '@tiptap/core'
import Bold from '@tiptap/extension-bold'
import CodeBlock from '@tiptap/extension-code-block'
import HardBreak from '@tiptap/extension-hard-break'
import Heading, { type HeadingOptions } from '@tiptap/extension-heading'
import HorizontalRule from '@tiptap/extension-horizontal-rule'
import Image from '@tiptap/extension-image'
import Italic from '@tiptap/extension-italic'
import Link from '@tiptap/extension-link'
import { BulletList, OrderedList } from '@tiptap/extension-list'
import Paragraph from '@tiptap/extension-paragraph'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { ReactNodeViewRenderer } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { headingLook } from '@/content/text/heading-look'
import { CallToActionNode, EmbedNode } from './block-nodes'
import type { EditBlock } from './content-blocks'
import { blockOfParagraph, type ImageAttrs, imageMarkdown } from './content-blocks'
import { ImageView } from './image-view'
import { escapeCell, escapeLineStart } from './markdown-escapes'

// The editor's schema with the Markdown each node and mark reads and writes (docs/decisions/019).
// Where Tiptap's own writer would change a text that was only opened and saved, the node keeps
// what the author wrote (the emphasis delimiter, the bullet, the rule, the fence) as an attribute
// that is never shown, and writes it back.

/** An attribute kept for the Markdown only: never rendered to, nor read from, HTML. */
const kept = (fallback: string | boolean | null) => ({
  default: fallback,
  rendered: false,
  parseHTML: () => fallback,
})

const SiteBold = Bold.extend({
  addAttributes: () => ({ delimiter: kept('**') }),
  parseMarkdown: (token, h) =>
    h.applyMark(
      'bold',
      h.parseInline(token.tokens ?? []),
      token.raw?.startsWith('__') ? { delimiter: '__' } : {},
    ),
  renderMarkdown: (node, h) => {
    const delimiter = node.attrs?.delimiter ?? '**'
    return `${delimiter}${h.renderChildren(node)}${delimiter}`
  },
})

const SiteItalic = Italic.extend({
  addAttributes: () => ({ delimiter: kept('*') }),
  parseMarkdown: (token, h) =>
    h.applyMark(
      'italic',
      h.parseInline(token.tokens ?? []),
      token.raw?.startsWith('_') ? { delimiter: '_' } : {},
    ),
  renderMarkdown: (node, h) => {
    const delimiter = node.attrs?.delimiter ?? '*'
    return `${delimiter}${h.renderChildren(node)}${delimiter}`
  },
})

// An address shown as itself (gfm links a bare address) is written bare, as it was typed.
const AUTOLINKED = /^(https?:\/\/|www\.)\S+$/

const SiteLink = Link.extend({
  parseMarkdown: (token, h) => {
    const [only, ...rest] = token.tokens ?? []
    // A linked image keeps its link as the image's own attribute: a mark around an inline node
    // would be dropped when written.
    if (only?.type === 'image' && rest.length === 0) {
      const attrs: ImageAttrs = {
        src: only.href,
        alt: only.text ?? '',
        title: only.title ?? null,
        link: token.href,
      }
      return h.createNode('image', attrs)
    }
    return h.applyMark('link', h.parseInline(token.tokens ?? []), {
      href: token.href,
      title: token.title || null,
    })
  },
  renderMarkdown: (node, h, context) => {
    const href: string = node.attrs?.href ?? ''
    const title: string | null = node.attrs?.title ?? null
    const text = h.renderChildren(node)
    if (!title && context.meta?.markText === href && AUTOLINKED.test(href)) return text
    return title ? `[${text}](${href} "${title}")` : `[${text}](${href})`
  },
}).configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' })

/** The Markdown depth a heading copied within the text carries (see SiteHeading), if it is one. */
function copiedDepth(element: HTMLElement) {
  const depth = Number(element.dataset.depth)
  return Number.isInteger(depth) && depth >= 1 && depth <= 6 ? (depth as 1 | 2 | 3 | 4 | 5 | 6) : null
}

// The text shows each heading as its page will: with the page title the h1, an article's `#` is an
// h2 (a case study section's an h3), with the page's look, so what the toolbar names is what staff
// and visitors both get. The node's level stays the Markdown depth. A heading copied within the text
// carries that depth and keeps it; an h1, h2… pasted from elsewhere becomes `#`, `##`…, keeping
// the outline it had.
const SiteHeading = Heading.extend<HeadingOptions & { top: HeadingLevel }>({
  addOptions() {
    return { levels: [1, 2, 3, 4, 5, 6], HTMLAttributes: {}, top: 2 }
  },
  parseHTML() {
    return this.options.levels.map((level) => ({
      tag: `h${level}`,
      getAttrs: (element: HTMLElement) => ({ level: copiedDepth(element) ?? level }),
    }))
  },
  renderHTML({ node, HTMLAttributes }) {
    const depth: number = node.attrs.level
    return [
      `h${headingLevel(depth, this.options.top)}`,
      mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, {
        'data-depth': depth,
        class: headingLook(depth),
      }),
      0,
    ]
  },
  // Ctrl+Alt+3 (Command+Option+3) makes what visitors get as an h3, as 'Heading 3' does.
  addKeyboardShortcuts() {
    const { levels, top } = this.options
    return Object.fromEntries(
      levels
        .filter((depth) => depth + top - 1 <= 6)
        .map((depth) => [
          `Mod-Alt-${depth + top - 1}`,
          () => this.editor.commands.toggleHeading({ level: depth }),
        ]),
    )
  },
})

// With `breaks: true` a single newline is a line break, so that is how one is written.
const SiteHardBreak = HardBreak.extend({ renderMarkdown: () => '\n' })

const SiteParagraph = Paragraph.extend({
  parseMarkdown: (token, h) => {
    const tokens = token.tokens ?? []
    return blockOfParagraph(tokens) ?? h.createNode('paragraph', undefined, h.parseInline(tokens))
  },
  renderMarkdown: (node, h) => {
    if (!node.content?.length) return ''
    // A break at either end of a paragraph has no Markdown: the blank line around it swallows it.
    return h
      .renderChildren(node.content)
      .replace(/^\n+|\n+$/g, '')
      .split('\n')
      .map((line) => escapeLineStart(line.trimStart()))
      .join('\n')
  },
})

const markerOf = (raw: string | undefined, fallback: string) => raw?.trimStart()[0] ?? fallback

/** A list's items, blank lines between them when the list was written loose. */
function renderItems(
  node: JSONContent,
  h: Parameters<NonNullable<typeof BulletList.config.renderMarkdown>>[1],
) {
  const items = (node.content ?? []).map(
    (item, index) => h.renderChild?.(item, index) ?? h.renderChildren([item]),
  )
  return { items, separator: node.attrs?.loose ? '\n\n' : '\n' }
}

const SiteBulletList = BulletList.extend({
  addAttributes: () => ({ marker: kept('-'), loose: kept(false) }),
  parseMarkdown: (token, h) => {
    if (token.type !== 'list' || token.ordered) return []
    return h.createNode(
      'bulletList',
      { marker: markerOf(token.raw, '-'), loose: Boolean(token.loose) },
      h.parseChildren(token.items ?? []),
    )
  },
  renderMarkdown: (node, h) => {
    const marker: string = node.attrs?.marker ?? '-'
    const { items, separator } = renderItems(node, h)
    return items.map((item) => item.replace(/^- /, `${marker} `)).join(separator)
  },
})

const SiteOrderedList = OrderedList.extend({
  addAttributes() {
    return { ...this.parent?.(), loose: kept(false) }
  },
  parseMarkdown(token, h) {
    const parsed = this.parent?.(token, h)
    if (!parsed || Array.isArray(parsed) || 'mark' in parsed) return parsed ?? []
    return { ...parsed, attrs: { ...parsed.attrs, loose: Boolean(token.loose) } }
  },
  renderMarkdown: (node, h) => {
    const { items, separator } = renderItems(node, h)
    return items.join(separator)
  },
})

const SiteCodeBlock = CodeBlock.extend({
  addAttributes() {
    return { ...this.parent?.(), fence: kept('```') }
  },
  parseMarkdown: (token, h) => {
    const fence = /^\s*(`{3,}|~{3,})/.exec(token.raw ?? '')?.[1] ?? '```'
    return h.createNode(
      'codeBlock',
      { language: token.lang || null, fence },
      token.text ? [h.createTextNode(token.text)] : [],
    )
  },
  renderMarkdown: (node, h) => {
    const fence: string = node.attrs?.fence ?? '```'
    const language: string = node.attrs?.language ?? ''
    return `${fence}${language}\n${node.content ? h.renderChildren(node.content) : ''}\n${fence}`
  },
})

const SiteHorizontalRule = HorizontalRule.extend({
  addAttributes: () => ({ marker: kept('---') }),
  parseMarkdown: (token, h) => h.createNode('horizontalRule', { marker: token.raw?.trim() || '---' }),
  renderMarkdown: (node) => node.attrs?.marker ?? '---',
})

// An image sits in a paragraph: one alone on its line is a figure on the page, its title the caption,
// which the text shows under it to be typed in place (ImageView).
const SiteImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), link: kept(null) }
  },
  addNodeView: () => ReactNodeViewRenderer(ImageView),
  parseMarkdown: (token, h) => {
    const attrs: ImageAttrs = {
      src: token.href,
      alt: token.text ?? '',
      title: token.title ?? null,
      link: null,
    }
    return h.createNode('image', attrs)
  },
  renderMarkdown: (node) =>
    imageMarkdown({
      src: node.attrs?.src ?? '',
      alt: node.attrs?.alt ?? '',
      title: node.attrs?.title ?? null,
      link: node.attrs?.link ?? null,
    }),
}).configure({ inline: true })

const DELIMITERS: Record<string, string> = { left: ':---', center: ':---:', right: '---:' }

/** A cell's text on one line: a table row cannot hold a line break. */
function cellMarkdown(cell: JSONContent, h: Parameters<NonNullable<typeof Table.config.renderMarkdown>>[1]) {
  const text = (cell.content ?? []).map((paragraph) => h.renderChildren(paragraph.content ?? [])).join(' ')
  return escapeCell(text.replace(/\n/g, ' ').trim())
}

// Written unpadded (`| a | b |`), as people type tables; Tiptap pads every column to its widest cell.
const SiteTable = Table.extend({
  renderMarkdown: (node, h) => {
    const rows: JSONContent[] = node.content ?? []
    const [header, ...body] = rows
    if (!header) return ''
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`
    const headerCells = header.content ?? []
    const delimiter = headerCells.map((cell) => DELIMITERS[cell.attrs?.align ?? ''] ?? '---')
    return [
      line(headerCells.map((cell) => cellMarkdown(cell, h))),
      line(delimiter),
      ...body.map((row) => line((row.content ?? []).map((cell) => cellMarkdown(cell, h)))),
    ].join('\n')
  },
})

/**
 * Every node and mark of a Markdown field, each with its Markdown; `editBlock` edits embeds and
 * calls to action, `headingTop` is the level its page gives a `#` heading.
 */
export function markdownExtensions({
  editBlock = null,
  headingTop = 2,
}: {
  editBlock?: EditBlock | null
  headingTop?: HeadingLevel
} = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      bold: false,
      italic: false,
      link: false,
      hardBreak: false,
      heading: false,
      paragraph: false,
      bulletList: false,
      orderedList: false,
      codeBlock: false,
      horizontalRule: false,
      // No Markdown for underline: the site would lose it on save.
      underline: false,
      trailingNode: false,
    }),
    SiteBold,
    SiteItalic,
    SiteLink,
    SiteHardBreak,
    SiteHeading.configure({ top: headingTop }),
    SiteParagraph,
    SiteBulletList,
    SiteOrderedList,
    SiteCodeBlock,
    SiteHorizontalRule,
    SiteImage,
    SiteTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    EmbedNode.configure({ editBlock }),
    CallToActionNode.configure({ editBlock }),
  ]
}
