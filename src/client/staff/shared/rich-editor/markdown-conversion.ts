import type { AnyExtension, JSONContent } from '@tiptap/core'
import { MarkdownManager } from '@tiptap/markdown'
import { Marked, Tokenizer, type Tokens } from 'marked'
import { escapeInline } from './markdown-escapes'

// Markdown in and out of the visual editor, with the app's own `marked` (the one the public pages
// render with, same options: GitHub-flavoured, a single newline a line break).

/**
 * The site's reading of Markdown for the editor. Two token changes make the editor show what the
 * public page shows, and keep the text's bytes on a round trip:
 * - Raw HTML is text: the pages show it as typed (markdown-content.tsx), so the editor does too,
 *   where Tiptap would turn `<b>x</b>` into bold (and write it back as `**x**`).
 * - A text's `&` is kept as typed: Tiptap decodes `&amp;` to `&` in text, and the page does not.
 */
function siteMarked() {
  const marked = new Marked({ gfm: true, breaks: true })
  marked.use({
    tokenizer: {
      inlineText(src) {
        const token = Tokenizer.prototype.inlineText.call(this, src)
        return token ? { ...token, text: token.text.replace(/&/g, '&amp;') } : undefined
      },
      tag(src) {
        const token = Tokenizer.prototype.tag.call(this, src)
        if (!token) return undefined
        // A text token where marked expects a tag: Tiptap reads tokens by their type.
        const text: Tokens.Text = { type: 'text', raw: token.raw, text: token.raw.replace(/&/g, '&amp;') }
        return text as unknown as Tokens.Tag
      },
      html(src) {
        const token = Tokenizer.prototype.html.call(this, src)
        if (!token) return undefined
        // A block of HTML is a paragraph of its lines, as the page shows it.
        const lines = token.raw.replace(/\n+$/, '').split('\n')
        const tokens = lines.flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'br', raw: '\n' } as Tokens.Br] : []),
          { type: 'text', raw: line, text: line.replace(/&/g, '&amp;') } as Tokens.Text,
        ])
        const paragraph: Tokens.Paragraph = { type: 'paragraph', raw: token.raw, text: token.raw, tokens }
        return paragraph as unknown as Tokens.HTML
      },
    },
  })
  return marked
}

/**
 * A Markdown reader and writer over `extensions` (markdown-extensions.ts). Tiptap's writer escapes
 * every Markdown character in text and encodes `<`, `>` and `&`; its text writer is replaced by
 * the site's rules (markdown-escapes.ts). It is not part of Tiptap's public API, hence the cast;
 * the round-trip tests pin it on the pinned Tiptap version.
 */
export function createMarkdownConverter(extensions: AnyExtension[]) {
  const manager = new MarkdownManager({ marked: siteMarked() as never, extensions })
  const writer = manager as unknown as {
    encodeTextForMarkdown: (text: string, node: JSONContent, parent?: JSONContent) => string
  }
  const tiptapEncode = writer.encodeTextForMarkdown.bind(manager)
  writer.encodeTextForMarkdown = (text, node, parent) => {
    // In code (a code block or a code mark) Tiptap writes the text as it is.
    const inCode = tiptapEncode('&', node, parent) === '&'
    return inCode ? text : escapeInline(text)
  }
  return {
    toDoc: (markdown: string): JSONContent => {
      const doc = manager.parse(markdown)
      return doc.content?.length ? doc : { type: 'doc', content: [{ type: 'paragraph' }] }
    },
    toMarkdown: (doc: JSONContent): string =>
      // Empty paragraphs (Enter pressed twice, a pasted trailing <br>) are no Markdown: blank lines
      // already part blocks.
      manager.serialize({
        ...doc,
        content: (doc.content ?? []).filter(
          (block) =>
            block.type !== 'paragraph' || block.content?.some((inline) => inline.type !== 'hardBreak'),
        ),
      }),
  }
}
