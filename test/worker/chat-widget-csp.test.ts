import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import { ORIGIN } from './helpers'

// The chat widget (Zoho SalesIQ here) needs more hosts than its own script's. They reach a
// page's CSP only when the widget is configured and the request carries marketing consent.

const SALESIQ = {
  CHAT_WIDGET_URL: 'https://salesiq.zohopublic.com/widget?wc=siq0123456789abcdef',
  CHAT_WIDGET_CSP: [
    'script-src https://js.zohocdn.com https://static.zohocdn.com',
    'style-src https://css.zohocdn.com',
    'connect-src https://salesiq.zohopublic.com wss://*.zohopublic.com',
    'frame-src https://*.zohopublic.com',
    'media-src https://static.zohocdn.com',
  ].join('; '),
}
const CONSENT = 'consent-marketing=1'

async function get(path: string, vars: Record<string, string>, cookie?: string) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { headers: cookie ? { cookie } : {} }),
    { ...env, ...vars },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The CSP as directive → sources. */
function cspOf(response: Response): Record<string, string[]> {
  const csp = response.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

describe('the chat widget in the CSP', () => {
  it('admits the widget and its provider’s hosts only with marketing consent', async () => {
    const consented = cspOf(await get('/about', SALESIQ, `theme=dark; ${CONSENT}`))
    expect(consented['script-src']).toEqual([
      "'self'",
      'https://salesiq.zohopublic.com',
      'https://js.zohocdn.com',
      'https://static.zohocdn.com',
    ])
    expect(consented['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://css.zohocdn.com'])
    expect(consented['connect-src']).toEqual([
      "'self'",
      'https://salesiq.zohopublic.com',
      'wss://*.zohopublic.com',
    ])
    expect(consented['frame-src']).toEqual(['https://*.zohopublic.com'])
    expect(consented['media-src']).toEqual(["'self'", 'https://static.zohocdn.com'])

    // Without consent (asked after the consenting visitor, so a cached copy would show here).
    for (const cookie of [undefined, 'consent-marketing=0']) {
      const response = await get('/about', SALESIQ, cookie)
      expect(response.status).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).not.toContain('zoho')
      expect(cspOf(response)['frame-src']).toEqual(["'none'"])
      expect(cspOf(response)['media-src']).toBeUndefined()
    }
  })

  it('admits nothing when no widget is configured, consent or not', async () => {
    const csp = await get(
      '/api/health',
      { CHAT_WIDGET_URL: '', CHAT_WIDGET_CSP: SALESIQ.CHAT_WIDGET_CSP },
      CONSENT,
    )
    expect(csp.headers.get('content-security-policy')).not.toContain('zoho')
  })

  it('refuses a malformed setting with a configuration error naming it in the log, never in the answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refusal = async (vars: Record<string, string>) => {
      logged.mockClear()
      const response = await get('/api/health', vars)
      expect(response.status).toBe(500)
      const body = (await response.json()) as { error: string }
      expect(body.error).toBe(
        'The site is not fully set up: an administrator corrects its configuration (the Worker log names what is missing).',
      )
      return logged.mock.calls.flat().join(' ')
    }
    for (const [value, message] of [
      [
        'script-src http://js.zohocdn.com',
        '"http://js.zohocdn.com" in script-src is not an https:// or wss:// host',
      ],
      ["script-src 'unsafe-eval'", `"'unsafe-eval'" in script-src is not an https:// or wss:// host`],
      ['connect-src https:', '"https:" in connect-src is not an https:// or wss:// host'],
      ['default-src https://a.example', 'unknown directive "default-src"'],
      ['frame-src', 'frame-src names no host'],
    ] as const) {
      expect(await refusal({ ...SALESIQ, CHAT_WIDGET_CSP: value }), value).toContain(
        `CHAT_WIDGET_CSP: ${message}`,
      )
    }
    expect(await refusal({ ...SALESIQ, CHAT_WIDGET_URL: 'http://salesiq.zohopublic.com/widget' })).toContain(
      'CHAT_WIDGET_URL: must be empty or an https:// URL',
    )
    logged.mockRestore()
  })
})
