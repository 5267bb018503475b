import { mergeAttributes, Node } from '@tiptap/core'
import { ReactNodeViewRenderer } from '@tiptap/react'
import { BlockView } from './block-view'
import {
  type BlockNodeOptions,
  type CallToActionAttrs,
  callToActionMarkdown,
  type EmbedAttrs,
  embedMarkdown,
} from './content-blocks'

// An embed and a call to action are blocks the author edits as a whole, through a dialog: in the
// editor they are atoms (no caret inside), shown by BlockView with their facts and an 'Edit' and a
// 'Remove' button. Paragraph parsing turns the links they are written as into them.

const attribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(`data-${name}`),
  renderHTML: (attrs: Record<string, unknown>) => (attrs[name] ? { [`data-${name}`]: attrs[name] } : {}),
})

export const EmbedNode = Node.create<BlockNodeOptions>({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ editBlock: null }),
  addAttributes: () => ({
    href: attribute('href'),
    title: attribute('title'),
    thumbnail: attribute('thumbnail'),
  }),
  parseHTML: () => [{ tag: 'div[data-embed]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes({ 'data-embed': '' }, HTMLAttributes)],
  renderMarkdown: (node) => embedMarkdown(node.attrs as EmbedAttrs),
  addNodeView: () => ReactNodeViewRenderer(BlockView),
})

export const CallToActionNode = Node.create<BlockNodeOptions>({
  name: 'callToAction',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ editBlock: null }),
  addAttributes: () => ({ href: attribute('href'), label: attribute('label') }),
  parseHTML: () => [{ tag: 'div[data-call-to-action]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes({ 'data-call-to-action': '' }, HTMLAttributes)],
  renderMarkdown: (node) => callToActionMarkdown(node.attrs as CallToActionAttrs),
  addNodeView: () => ReactNodeViewRenderer(BlockView),
})
