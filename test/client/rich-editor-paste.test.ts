import { generateHTML, generateJSON } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { createMarkdownConverter } from '@/staff/shared/rich-editor/markdown-conversion'
import { markdownExtensions } from '@/staff/shared/rich-editor/markdown-extensions'
import { cleanPastedHtml } from '@/staff/shared/rich-editor/paste-cleaning'

// A paste from Word or Google Docs, as their clipboards hold it: the structure stays (headings,
// lists, bold, italic, links, tables), the styling goes, and the field gets plain Markdown.

const converter = createMarkdownConverter(markdownExtensions())

/** What the editor makes of pasted HTML, as the Markdown it then holds. */
const pasted = (html: string) =>
  converter.toMarkdown(generateJSON(cleanPastedHtml(html), markdownExtensions()))

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c0b8a1e-7fff-3d2a-6b91-4f2ad1c7e0a3"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Our approach</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">We start with </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">three decisions</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> and </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-style:italic;">measure</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> them. Read </span><a href="https://example.com/guide" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;text-decoration:underline;">the guide</span></a><span style="font-size:11pt;">.</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Map decisions</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Fix the data</span></p></li></ul><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;padding:5pt;"><p dir="ltr" style="line-height:1.2;"><span style="font-size:11pt;font-weight:700;">Phase</span></p></td><td style="border-left:solid #000000 1pt;padding:5pt;"><p dir="ltr"><span style="font-size:11pt;font-weight:700;">Weeks</span></p></td></tr><tr style="height:0pt"><td style="padding:5pt;"><p dir="ltr"><span style="font-size:11pt;">Discovery</span></p></td><td style="padding:5pt;"><p dir="ltr"><span style="font-size:11pt;">3</span></p></td></tr></tbody></table></div></b><br class="Apple-interchange-newline">`

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style></head><body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment--><h1><span lang=EN-GB style='font-family:"Calibri Light",sans-serif;color:#2F5496'>Migration plan<o:p></o:p></span></h1><p class=MsoNormal><span style='font-size:12.0pt;color:red'>The plan has </span><b><span style='font-size:12.0pt'>two</span></b><span style='font-size:12.0pt'> parts, both <i>tested</i>.<o:p></o:p></span></p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-size:12.0pt'>Land the data<o:p></o:p></span></p><p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span style='font-size:12.0pt'>Change data capture<o:p></o:p></span></p><p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-size:12.0pt'>Reconcile<o:p></o:p></span></p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]><span style='font-size:12.0pt'>Plan<o:p></o:p></span></p><p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]><span style='font-size:12.0pt'>Build<o:p></o:p></span></p><p class=MsoNormal><a href="https://example.com/">Crestline</a><o:p></o:p></p><!--EndFragment--></body></html>`

describe('Paste into the visual editor', () => {
  it('keeps the structure of a Google Docs paste and none of its styling, and its wrapper is not bold', () => {
    expect(pasted(GOOGLE_DOCS)).toBe(
      [
        '## Our approach',
        'We start with **three decisions** and *measure* them. Read [the guide](https://example.com/guide).',
        '- Map decisions\n- Fix the data',
        '| **Phase** | **Weeks** |\n| --- | --- |\n| Discovery | 3 |',
      ].join('\n\n'),
    )
  })

  it('turns the mso-list paragraphs of a Word paste into lists, dropping fonts and colours', () => {
    expect(pasted(WORD)).toBe(
      [
        '# Migration plan',
        'The plan has **two** parts, both *tested*.',
        '- Land the data\n  - Change data capture\n- Reconcile',
        '1. Plan\n2. Build',
        '[Crestline](https://example.com/)',
      ].join('\n\n'),
    )
  })

  it('keeps the Markdown of headings copied within the text, which shows them at the page’s levels', () => {
    const text = '# Plan\n\n## Approach\n\nText.'
    for (const headingTop of [2, 3] as const) {
      const copied = generateHTML(converter.toDoc(text), markdownExtensions({ headingTop }))
      expect(copied).toContain(`<h${headingTop} `)
      expect(pasted(copied)).toBe(text)
    }
  })

  it('drops images no reader could load: local files and inline data', () => {
    const html =
      '<p>Chart: <img src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" alt="chart"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>'
    expect(pasted(html)).toBe('Chart:')
  })

  it('drops every class, style and colour', () => {
    const html = cleanPastedHtml(GOOGLE_DOCS + WORD)
    expect(html).not.toMatch(/style=|class=|font-family|color|<span|<font|<o:p/)
  })
})
