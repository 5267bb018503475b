import { defaultMenus } from '@shared/default-menus'
import { headingLevel } from '@shared/markdown/heading-level'
import { linkTarget } from '@shared/markdown/link-target'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkdownContent } from '@/content/text/markdown-content'
import { SiteConfigContext } from '@/lib/site-config'
import { addPov } from './content-fixtures'
import { call } from './helpers'

// Staff content is Markdown, rendered by the Worker's server render as by the browser.
// These tests render it inside workerd, the way a public page is served, and read the markup.

const SITE = 'https://crestline.example'

function render(
  text: string,
  look: 'article' | 'section' = 'article',
  images: Record<string, { width: number; height: number }> = {},
): string {
  const content = createElement(MarkdownContent, { text, look, images })
  const site = {
    siteUrl: SITE,
    companyName: '',
    companyEmail: '',
    companyPhone: '',
    legalEmail: '',
    privacyEmail: '',
    chatWidgetUrl: '',
    chatWidgetCode: '',
    socialProfiles: { linkedin: '', x: '', github: '' },
    address: { street: '', city: '', region: '', postalCode: '', country: '' },
    defaultSocialImage: '',
    year: 2026,
    menus: defaultMenus,
  }
  return renderToStaticMarkup(createElement(SiteConfigContext.Provider, { value: site }, content))
}

/** The markup without the renderer's classes, so the assertions read the elements. */
const bare = (html: string) => html.replace(/ class="[^"]*"/g, '')

describe('raw HTML in content', () => {
  it('shows script, event-handler and iframe tags as text, never as elements', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '',
        'Before <img src=x onerror="alert(2)"> after',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        'Inline <b onclick="x()">bold</b> tag',
      ].join('\n'),
    )
    expect(html).not.toMatch(/<script|<img|<iframe|<b /)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Before &lt;img src=x onerror=&quot;alert(2)&quot;&gt; after')
    expect(html).toContain('&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;')
    expect(html).toContain('Inline &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt; tag')
  })
})

describe('links', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['%20javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['&#106;avascript:alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['file:///etc/passwd'],
  ])('drops a link to %j and keeps its text', (href) => {
    expect(linkTarget(href, SITE)).toBeNull()
    const html = render(`[click me](<${href}>)`)
    expect(html).not.toContain('<a')
    expect(html).toContain('click me')
  })

  it('drops a javascript: link written the plain way, keeping its text', () => {
    const html = bare(render('[click me](javascript:alert(1)) and [also](JAVASCRIPT:void(0))'))
    expect(html).toBe('<div><p>click me and also</p></div>')
  })

  it('opens an external link in a new tab, safely, and says so to screen readers', () => {
    const html = bare(render('See [the report](https://example.org/report?a=1&b=2).'))
    expect(html).toBe(
      '<div><p>See <a href="https://example.org/report?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">' +
        'the report<span> (opens in a new tab)</span></a>.</p></div>',
    )
  })

  it('keeps site paths, links to this site and mailto links in the same tab', () => {
    const html = bare(
      render(
        '[Insights](/insights) [home](https://crestline.example/about) [mail](mailto:hello@example.org)',
      ),
    )
    expect(html).toBe(
      '<div><p><a href="/insights">Insights</a> <a href="https://crestline.example/about">home</a> ' +
        '<a href="mailto:hello@example.org">mail</a></p></div>',
    )
  })

  it('shows an image as a link to it, labelled with its alt text, never as an image', () => {
    const html = bare(render('![Team photo](https://example.org/team.png) ![x](javascript:alert(1))'))
    expect(html).toBe(
      '<div><p><a href="https://example.org/team.png" target="_blank" rel="noopener noreferrer">' +
        'Team photo<span> (opens in a new tab)</span></a> x</p></div>',
    )
  })
})

describe('an uploaded image on a line of its own', () => {
  const KEY = '0f1e2d3c-4b5a-4697-8887-766554433221.jpg'

  it('is a figure in every width up to its original 1600 (named as such), its box, lazy loading and its title as the caption', () => {
    const html = bare(
      render(`Before.\n\n![Our team at work](/images/${KEY} "The Leeds office")\n\nAfter.`, 'article', {
        [KEY]: { width: 1600, height: 900 },
      }),
    )
    expect(html).toBe(
      '<div><p>Before.</p><figure>' +
        `<img src="/images/${KEY}?w=960" srcSet="/images/${KEY}?w=320 320w, /images/${KEY}?w=640 640w, /images/${KEY}?w=960 960w, /images/${KEY}?w=1280 1280w, /images/${KEY}?w=1920 1600w" ` +
        'alt="Our team at work" sizes="(min-width: 896px) 848px, calc(100vw - 48px)" width="1600" height="900" loading="lazy" decoding="async"/>' +
        '<figcaption>The Leeds office</figcaption></figure><p>After.</p></div>',
    )
  })

  it('stays a link inside a sentence, and for an upload whose size the answer does not name', () => {
    const sizes = { [KEY]: { width: 1600, height: 900 } }
    expect(bare(render(`See ![the team](/images/${KEY}) here.`, 'article', sizes))).toContain(
      `<a href="/images/${KEY}">the team</a>`,
    )
    expect(bare(render(`![the team](/images/${KEY})`))).toBe(
      `<div><p><a href="/images/${KEY}">the team</a></p></div>`,
    )
  })
})

describe('a video or post on a line of its own', () => {
  const THUMB = '0f1e2d3c-4b5a-4697-8887-766554433221.jpg'

  it('is a placeholder linking to the video, naming the player it loads on a click, and no frame', () => {
    const html = bare(render('Watch this:\n\n[Our data platform in 3 minutes](https://youtu.be/dQw4w9WgXcQ)'))
    expect(html).toBe(
      '<div><p>Watch this:</p><figure data-embed="youtube"><div>' +
        '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ' +
        'data-embed-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ' +
        'data-embed-title="Our data platform in 3 minutes (YouTube)">' +
        '<span><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" fill="currentColor"></path></svg></span>' +
        '<span>Our data platform in 3 minutes</span><span>Play video</span></a></div>' +
        '<figcaption>Shown from YouTube only when you ask: YouTube may then set cookies.</figcaption></figure></div>',
    )
  })

  it('takes its title from the provider for a bare address, and reads Vimeo and LinkedIn addresses', () => {
    const vimeo = bare(render('https://vimeo.com/76979871'))
    expect(vimeo).toContain(
      '<a href="https://vimeo.com/76979871" data-embed-player="https://player.vimeo.com/video/76979871?dnt=1"',
    )
    expect(vimeo).toContain('<span>Video on Vimeo</span><span>Play video</span>')
    const post = bare(
      render(
        '[Our award](https://www.linkedin.com/posts/crestline_data-award-activity-7123456789012345678-AbCd)',
      ),
    )
    expect(post).toContain(
      'data-embed-player="https://www.linkedin.com/embed/feed/update/urn:li:activity:7123456789012345678"',
    )
    expect(post).toContain('<span>Our award</span><span>Show post</span>')
    expect(post).toContain('Shown from LinkedIn only when you ask: LinkedIn may then set cookies.')
  })

  it('shows an upload as its thumbnail, lazily, in no width beyond its 1280, and never a picture from anywhere else', () => {
    const sizes = { [THUMB]: { width: 1280, height: 720 } }
    const html = bare(render(`[![Keynote](/images/${THUMB})](https://vimeo.com/76979871)`, 'article', sizes))
    expect(html).toContain(
      `<img src="/images/${THUMB}?w=960" srcSet="/images/${THUMB}?w=320 320w, /images/${THUMB}?w=640 640w, /images/${THUMB}?w=960 960w, /images/${THUMB}?w=1280 1280w" ` +
        'sizes="(min-width: 896px) 848px, calc(100vw - 48px)" alt="" width="1280" height="720" loading="lazy" decoding="async"/>',
    )
    expect(html).toContain('<span>Keynote</span>')
    const elsewhere = bare(
      render('[![Keynote](https://i.ytimg.com/vi/dQw4w9WgXcQ/hq.jpg)](https://youtu.be/dQw4w9WgXcQ)'),
    )
    expect(elsewhere).toContain('<span>Keynote</span>')
    expect(elsewhere).not.toContain('<img')
    expect(elsewhere).not.toContain('ytimg')
  })

  it('stays a link inside a sentence, and for an address that is no video', () => {
    expect(bare(render('See [the talk](https://youtu.be/dQw4w9WgXcQ) first.'))).not.toContain('data-embed')
    for (const text of [
      'https://youtu.be/short',
      '[x](https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=1) and more',
      'https://vimeo.com/channels/staff',
    ]) {
      expect(bare(render(text))).not.toContain('data-embed')
    }
  })
})

describe('headings', () => {
  it('renders # as h2 in an article and never an h1, clamped at h6', () => {
    const html = bare(render('# One\n\n## Two\n\n###### Six'))
    expect(html).toBe('<div><h2>One</h2><h3>Two</h3><h6>Six</h6></div>')
    expect(render('# One')).not.toContain('<h1')
  })

  it('starts one level lower inside a titled section', () => {
    expect(bare(render('# One\n\n#### Four', 'section'))).toBe('<div><h3>One</h3><h6>Four</h6></div>')
  })

  it('gives a POV page the levels the visual editor names: # Heading 2, ## Heading 3, ### Heading 4', async () => {
    const pov = await addPov({
      title: 'Headings as named',
      content: '# Plan\n\n## Approach\n\n### Week one\n\nText.',
      isPublished: true,
    })
    const page = await call(`/povs/${pov.id}`)
    expect(page.status).toBe(200)
    const headings = [...(await page.text()).matchAll(/<h([1-6])[^>]*>([^<]*)<\/h\1>/g)]
      .map(([, level, text]) => `h${level} ${text}`)
      .filter((heading) => /Headings as named|Plan|Approach|Week one/.test(heading))
    expect(headings).toEqual(['h1 Headings as named', 'h2 Plan', 'h3 Approach', 'h4 Week one'])
  })

  it('computes levels from the page top level', () => {
    expect(headingLevel(1)).toBe(2)
    expect(headingLevel(6)).toBe(6)
    expect(headingLevel(1, 4)).toBe(4)
    expect(headingLevel(3, 4)).toBe(6)
    expect(headingLevel(0)).toBe(2)
  })
})

describe('formatting', () => {
  it('renders bold, italic, inline code, lists, quotes, code blocks and tables', () => {
    const html = bare(
      render(
        [
          'Some **bold**, _italic_ and `code`.',
          '',
          '- one',
          '- two',
          '',
          '3. third',
          '4. fourth',
          '',
          '> Quoted',
          '',
          '```',
          'const a = 1 < 2',
          '```',
          '',
          '| Metric | Value |',
          '| --- | ---: |',
          '| Cost | 30% |',
        ].join('\n'),
      ),
    )
    expect(html).toBe(
      '<div>' +
        '<p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>' +
        '<ul><li><span>one</span></li><li><span>two</span></li></ul>' +
        '<ol start="3"><li><span>third</span></li><li><span>fourth</span></li></ol>' +
        '<blockquote><p>Quoted</p></blockquote>' +
        '<pre><code>const a = 1 &lt; 2</code></pre>' +
        '<table><thead><tr><th scope="col">Metric</th><th scope="col">Value</th></tr></thead>' +
        '<tbody><tr><td>Cost</td><td>30%</td></tr></tbody></table>' +
        '</div>',
    )
  })
})

describe('plain text, as the content was before Markdown', () => {
  it('keeps single line breaks and turns blank lines into paragraphs', () => {
    const html = bare(render('First line\nsecond line\n\nNext paragraph.'))
    expect(html).toBe('<div><p>First line<br/>second line</p><p>Next paragraph.</p></div>')
  })

  it('spaces paragraphs by one line, as the blank line did', () => {
    expect(render('a\n\nb')).toMatch(/^<div class="[^"]*space-y-\[1lh\][^"]*"><p>a<\/p><p>b<\/p><\/div>$/)
  })
})

describe('content nobody would write, which must still not break its page', () => {
  it('shows quotes nested deeper than 16 levels as the text typed from there on', () => {
    const html = bare(render(`${'>'.repeat(20)} deep`))
    expect(html.match(/<blockquote>/g)).toHaveLength(17)
    expect(html).toContain('<p>&gt;&gt;&gt; deep</p>')
  })

  it('shows as plain text a nesting too deep for the Markdown reader, and the page still serves', async () => {
    const text = `${'>'.repeat(20_000)} abyss`
    expect(bare(render(text))).toBe(`<div><p>${'&gt;'.repeat(20_000)} abyss</p></div>`)
    const pov = await addPov({ title: 'Twenty thousand quotes deep', content: text, isPublished: true })
    const page = await call(`/povs/${pov.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`${'&gt;'.repeat(100)}`)
  })
})
