import { Editor } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { createMarkdownConverter } from '@/staff/shared/rich-editor/markdown-conversion'
import { markdownExtensions } from '@/staff/shared/rich-editor/markdown-extensions'
import { seedCaseStudies, seedPovs } from '../../scripts/seed/content'
import { seedJobOpenings } from '../../scripts/seed/job-openings'
import { seedWhitepapers } from '../../scripts/seed/whitepapers'

// The visual editor stores Markdown (docs/decisions/019): a text opened and saved unchanged keeps
// its bytes, and what the editor writes reads back as the same document.

const converter = createMarkdownConverter(markdownExtensions())

/** Every multi-line or long text of the seed, as the decision's measurement took them. */
const seeded = [...seedPovs, ...seedCaseStudies, ...seedWhitepapers, ...seedJobOpenings].flatMap((item) =>
  Object.entries(item).flatMap(([field, value]) =>
    typeof value === 'string' && (value.includes('\n') || value.length > 200)
      ? [[field, value] as const]
      : [],
  ),
)

const tricky: Array<[string, string]> = [
  ['nested lists', '- one\n  - one a\n    - one a i\n- two'],
  ['an ordered list, then a quote', '1. first\n2. second\n\n> A quote\n> on two lines'],
  ['a fenced code block with < and &', '```ts\nif (a < b && c) {\n  return "<b>"\n}\n```'],
  ['a tilde fence', '~~~\nplain\n~~~'],
  ['a table', '| Phase | Weeks |\n| --- | ---: |\n| Discovery | 3 |\n| Build \\| run | 9 |'],
  ['an image with a title', '![The team in Leeds](/images/0f1e2d3c.jpg "In the Leeds office")'],
  ['a decorative image', '![](/images/0f1e2d3c.jpg)'],
  ['a linked image', '[![Logo](/images/logo.png)](https://example.com/)'],
  ['a hard line break', 'First line\nsecond line'],
  ['escapes', '1\\. Not a list\n\n\\- not a bullet, \\*not emphasis\\* and a_b_c or 5 * 3'],
  ['raw HTML', 'Some <b>bold</b> text & more &amp; <br> here\n\n<div>\nA block\n</div>'],
  ['a horizontal rule', 'Above\n\n---\n\nBelow\n\n***\n\nEnd'],
  ['a bare URL', 'See\n\nhttps://example.com/guide\n\nand https://example.com/inline too'],
  ['an embed as a bare address', 'https://youtu.be/dQw4w9WgXcQ'],
  ['an embed with a title', '[Our approach to data](https://vimeo.com/76979871)'],
  ['an embed with a thumbnail', '[![Our approach to data](/images/thumb.webp)](https://vimeo.com/76979871)'],
  ['a LinkedIn post', '[A post](https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/)'],
  ['Talk to us', 'Questions?\n\n[Talk to us](/contact)'],
  ['a whitepaper', '[Modernizing the Data Platform](/whitepapers/3)'],
  ['an ordered list starting at 3', '3. three\n4. four'],
  ['emphasis with underscores and asterisks', '_under_ and *star*, __strong__ and **strong**, ***both***'],
  ['star and plus bullets', '* star\n* bullets\n\n+ plus'],
  ['a loose list', '- spaced\n\n- apart'],
  ['headings', '# One\n\n## Two\n\n### Three'],
  [
    'inline code and links',
    'Run `npm test` or read [the guide](https://example.com/ "Guide") and [home](/).',
  ],
  ['strikethrough', 'An ~~old~~ new plan'],
  ['a nested ordered list', '1. plan\n   - scope\n   - budget\n2. build'],
  ['a list after a paragraph', 'Intro:\n\n- a\n- b'],
  ['brackets and backslashes', 'See [1] and C:\\path, ending in \\\\'],
  ['a link-like text', 'Not a link: \\[label](address)'],
  ['a mailto link', 'Write to [us](mailto:hello@example.com).'],
]

const normalized = (json: ReturnType<typeof converter.toDoc>) => {
  const editor = new Editor({ extensions: markdownExtensions(), content: json })
  const doc = editor.getJSON()
  editor.destroy()
  return doc
}

// What has more than one spelling is written in one of them: the meaning is kept, and the text is
// stable from its first save on (docs/decisions/019 lists these).
const respelled: Array<[string, string, string]> = [
  ['a needless escape', 'a \\ pair and \\#hash', 'a \\ pair and #hash'],
  ['a two-space line break', 'First  \nsecond', 'First\nsecond'],
  ['an autolink in angle brackets', '<https://example.com/>', 'https://example.com/'],
  ['a padded table', '|A  |B|\n|---|:-:|\n|1  |2|', '| A | B |\n| --- | :---: |\n| 1 | 2 |'],
  ['a setext heading', 'Title\n=====', '# Title'],
  ['an indented code block', '    code', '```\ncode\n```'],
  ['blank lines beyond one', 'a\n\n\n\nb', 'a\n\nb'],
]

describe('Markdown round trip of the visual editor', () => {
  it('covers every seeded text and the tricky corpus', () => {
    expect(seeded.length).toBeGreaterThan(60)
    expect(tricky.length).toBeGreaterThanOrEqual(15)
  })

  it.each([...seeded.map(([field, text], index) => [`seed ${index} (${field})`, text] as const), ...tricky])(
    'keeps %s byte-identical, and the document the same',
    (_name, text) => {
      const doc = normalized(converter.toDoc(text))
      const written = converter.toMarkdown(doc)
      expect(written).toBe(text)
      expect(normalized(converter.toDoc(written))).toEqual(doc)
    },
  )

  it.each(respelled)('writes %s in one spelling, stable from then on', (_name, text, spelled) => {
    const doc = normalized(converter.toDoc(text))
    expect(converter.toMarkdown(doc)).toBe(spelled)
    expect(converter.toMarkdown(normalized(converter.toDoc(spelled)))).toBe(spelled)
  })
})
