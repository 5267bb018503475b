import { describe, expect, it } from 'vitest'
import { addPov } from './content-fixtures'
import { call } from './helpers'

// An embed is a click-to-load placeholder; the page asks nothing of the provider
// before the visitor does, and only a page showing an embed admits its player host.

/** The sources of one CSP directive. */
const directive = (response: Response, name: string) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1)

describe('a page with an embed', () => {
  it('serves the placeholder with no frame and nothing from the provider, and admits that player only', async () => {
    const pov = await addPov({
      title: 'Platform engineering on video',
      content:
        'Intro.\n\n[Our platform talk](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n\nhttps://vimeo.com/76979871',
      isPublished: true,
    })
    const page = await call(`/povs/${pov.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    expect(html).toContain('data-embed-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')
    expect(html).not.toMatch(/<iframe/)
    // No element of the page loads anything from the providers.
    expect(html).not.toMatch(/(src|srcSet|srcset)="[^"]*(youtube|ytimg|vimeo|linkedin)/)
    expect(directive(page, 'frame-src')?.sort()).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ])

    const plain = await addPov({ title: 'No video here', content: 'Just text.', isPublished: true })
    const other = await call(`/povs/${plain.id}`)
    expect(other.status).toBe(200)
    expect(directive(other, 'frame-src')).toEqual(["'none'"])
    expect(directive(await call('/'), 'frame-src')).toEqual(["'none'"])
  })

  it('keeps its CSP when served again from the edge cache', async () => {
    const pov = await addPov({
      title: 'A post worth reading',
      content: 'https://www.linkedin.com/feed/update/urn:li:share:7123456789012345678/',
      isPublished: true,
    })
    const first = await call(`/povs/${pov.id}`)
    await first.text()
    const again = await call(`/povs/${pov.id}`)
    expect(await again.text()).toContain(
      'data-embed-player="https://www.linkedin.com/embed/feed/update/urn:li:share:7123456789012345678"',
    )
    expect(directive(again, 'frame-src')).toEqual(['https://www.linkedin.com'])
  })
})
