import { embedOf } from '@shared/markdown/embed'
import type { JSONContent, MarkdownToken } from '@tiptap/core'
import { escapeInline } from './markdown-escapes'

// The blocks a paragraph of only one link stands for: an embed (a video or post), or a
// call to action ('Talk to us' to /contact, a whitepaper's card). Written as that link, so the text
// reads well without the editor and stays a link wherever Markdown is shown.

export const CONTACT_PATH = '/contact'
const WHITEPAPER_PATH = /^\/whitepapers\/[A-Za-z0-9-]+$/

export type CallToActionKind = 'contact' | 'whitepaper'

/** Which call to action an address is, if any. */
export function callToActionOf(href: string): CallToActionKind | null {
  if (href === CONTACT_PATH) return 'contact'
  return WHITEPAPER_PATH.test(href) ? 'whitepaper' : null
}

export interface EmbedAttrs {
  href: string
  /** The link's text; null for an address on its own line. */
  title: string | null
  /** An upload shown before the visitor asks for the player. */
  thumbnail: string | null
}

export interface CallToActionAttrs {
  href: string
  label: string
}

/** The plain text of a link's tokens, or null when it holds more than text (emphasis, code). */
function plainText(tokens: MarkdownToken[] | undefined): string | null {
  let text = ''
  for (const token of tokens ?? []) {
    if (token.type !== 'text' && token.type !== 'escape') return null
    text += token.text ?? ''
  }
  return text
}

/** The block a paragraph's inline tokens stand for, or null for an ordinary paragraph. */
export function blockOfParagraph(tokens: MarkdownToken[]): JSONContent | null {
  const meaningful = tokens.filter((token) => !(token.type === 'text' && !token.raw?.trim()))
  const [link, ...rest] = meaningful
  if (!link || rest.length > 0 || link.type !== 'link' || typeof link.href !== 'string') return null
  const href = link.href
  const thumbnail = link.tokens?.length === 1 && link.tokens[0]?.type === 'image' ? link.tokens[0] : undefined
  const title = thumbnail ? (thumbnail.text ?? '') : plainText(link.tokens)
  if (title === null || link.title) return null
  if (embedOf(href)) {
    // gfm turns an address on its own line into a link whose source is the address itself.
    const bare = !thumbnail && link.raw === href
    const attrs: EmbedAttrs = {
      href,
      title: bare ? null : title,
      thumbnail: thumbnail ? String(thumbnail.href) : null,
    }
    return { type: 'embed', attrs }
  }
  if (!thumbnail && callToActionOf(href)) {
    const attrs: CallToActionAttrs = { href, label: title }
    return { type: 'callToAction', attrs }
  }
  return null
}

/** Text inside a link's or an image's brackets. */
const bracketText = (text: string) => escapeInline(text).replace(/\]/g, '\\]')

export function embedMarkdown({ href, title, thumbnail }: EmbedAttrs): string {
  if (title === null) return href
  const label = thumbnail ? `![${bracketText(title)}](${thumbnail})` : bracketText(title)
  return `[${label}](${href})`
}

export const callToActionMarkdown = ({ href, label }: CallToActionAttrs) => `[${bracketText(label)}](${href})`

export interface ImageAttrs {
  src: string
  alt: string
  title: string | null
  /** The address the image links to, when it is inside a link. */
  link: string | null
}

export function imageMarkdown({ src, alt, title, link }: ImageAttrs): string {
  const caption = title ? ` "${title.replace(/(["\\])/g, '\\$1')}"` : ''
  const image = `![${bracketText(alt)}](${src}${caption})`
  return link ? `[${image}](${link})` : image
}

/** An upload's address as the text writes it: a path when it is on this site. */
export function siteAddress(address: string, origin: string): string {
  const url = new URL(address, origin)
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : address
}

/** Opens the dialog that edits a block; given by the editor, which owns the dialogs. */
export type EditBlock = (
  block: { type: 'embed'; attrs: EmbedAttrs } | { type: 'callToAction'; attrs: CallToActionAttrs },
  update: (attrs: EmbedAttrs | CallToActionAttrs) => void,
) => void

export interface BlockNodeOptions {
  editBlock: EditBlock | null
}
