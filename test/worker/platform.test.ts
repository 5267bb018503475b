import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, ORIGIN } from './helpers'

describe('API conventions', () => {
  it('answers health with a D1 round trip and a request id', async () => {
    const response = await call('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('x-request-id')).toMatch(/\S{8,}/)
  })

  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const response = await call('/api/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('refuses unsafe methods from another site', async () => {
    const crossSite = await call('/api/health', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' })
    const fetchSite = await call('/api/health', {
      method: 'POST',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    })
    expect(fetchSite.status).toBe(403)
    const noOrigin = await exports.default.fetch(new Request(`${ORIGIN}/api/health`, { method: 'POST' }))
    expect(noOrigin.status).toBe(403)
  })
})

describe('security headers', () => {
  it.each(['/api/health', '/', '/about', '/no-such-page', '/favicon.svg'])('are on %s', async (path) => {
    const response = await call(path)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("'unsafe-inline' 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })
})

describe('HTML routes', () => {
  it('serves app routes with 200 and unknown paths with 404', async () => {
    expect((await call('/about')).status).toBe(200)
    // Detail pages exist only for published items; this test database has none.
    expect((await call('/povs/12')).status).toBe(404)
    const missing = await call('/definitely/not/here')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('text/html')
  })
})

describe('trailing slashes', () => {
  it('redirects a page address with a trailing slash to its canonical form, keeping the query', async () => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/services/data-analytics/?ref=mail', '/services/data-analytics?ref=mail'],
      ['/no-such-page/', '/no-such-page'],
    ] as const) {
      const response = await call(from, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(to)
    }
    expect((await call('/')).status).toBe(200)
  })

  it('answers with a path, never with the host the request named', async () => {
    const response = await exports.default.fetch(
      new Request('http://evil.example/about/', { redirect: 'manual' }),
    )
    expect([response.status, response.headers.get('location')]).toEqual([301, '/about'])
  })

  it('never redirects off-site, whatever slashes the path starts with', async () => {
    for (const from of [
      '//evil.example/login/',
      '/\\evil.example/',
      '///evil.example/',
      '/\\/evil.example/x/?a=1',
    ]) {
      const response = await exports.default.fetch(new Request(`${ORIGIN}${from}`, { redirect: 'manual' }))
      expect(response.status).toBe(301)
      const location = response.headers.get('location') ?? ''
      // A path of this origin: one slash, then neither a slash nor a backslash.
      expect(location).toMatch(/^\/(?![/\\])/)
    }
  })
})

describe('static files', () => {
  it('caches hashed assets for a year and revalidates other files', async () => {
    const html = await (await call('/')).text()
    const script = /<script src="\/start-app.js"[^>]* data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await call(script!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const favicon = await call('/favicon.svg')
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('keeps a missing asset from any cache, so a deploy-time 404 is not kept for a year', async () => {
    for (const path of ['/assets/nonexistent.js', '/assets/index-00000000.css']) {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  // Any other missing file is an address a person may open: the 404 page (http-semantics.test.ts).
  it("answers missing assets, and Vite's dev modules outside dev, with a plain 404, not a page", async () => {
    for (const path of ['/assets/nonexistent.js', '/@vite/client', '/@react-refresh']) {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/)
    }
  })

  it('embeds the public configuration, and no secret, in every page', async () => {
    const html = await (await call('/about')).text()
    const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/.exec(html)?.[1]
    const state = JSON.parse(json ?? 'null') as { siteConfig: Record<string, string> }
    const config = state.siteConfig
    expect(config).toMatchObject({
      companyEmail: 'hello@crestline-consulting.example',
      companyPhone: '+1 (847) 555-0142',
    })
    expect(Object.keys(config).join(' ')).not.toMatch(/ZOHO|SECRET|TOKEN/i)
    expect(json).not.toMatch(/ZOHO|SECRET|REFRESH/i)
    expect((await call('/about')).headers.get('cache-control')).toBe('no-cache')
  })
})
