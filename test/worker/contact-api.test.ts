import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contactSubmissions } from '../../src/worker/db/schema'
import { db } from './content-fixtures'
import { call, freezeClock, postJson } from './helpers'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  company: 'Analytical Engines',
  service: 'data-analytics',
  message: 'We would like to modernise our reporting.',
  newsletter: true,
}

let ipCounter = 0
/** Each test posts from its own address so the per-IP limit never leaks between tests. */
const freshIp = () => ({ 'cf-connecting-ip': `203.0.113.${++ipCounter}` })

const stored = () => db.select().from(contactSubmissions)

describe('POST /api/contact', () => {
  it('stores the submission and answers with the message', async () => {
    const before = (await stored()).length
    const response = await postJson('/api/contact', valid, { headers: freshIp() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: "Thank you for reaching out. We'll get back to you within one business day.",
    })
    const rows = await stored()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({ ...valid, id: expect.any(Number) })
  })

  it('accepts the optional fields left out, storing them as empty', async () => {
    const { phone: _p, company: _c, service: _s, newsletter: _n, ...required } = valid
    const response = await postJson('/api/contact', required, { headers: freshIp() })
    expect(response.status).toBe(200)
    expect((await stored()).at(-1)).toMatchObject({
      phone: null,
      company: null,
      service: null,
      newsletter: false,
    })
  })

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['message', { message: 'too short' }, 'Message must be at least 10 characters'],
  ])('answers 400 naming %s', async (field, change, message) => {
    const before = (await stored()).length
    const response = await postJson('/api/contact', { ...valid, ...change }, { headers: freshIp() })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid request', fields: { [field]: message } })
    expect(await stored()).toHaveLength(before)
  })

  it('caps lengths and refuses unknown service values', async () => {
    const long = await postJson(
      '/api/contact',
      { ...valid, message: 'x'.repeat(5000 + 1) },
      { headers: freshIp() },
    )
    expect(long.status).toBe(400)
    expect(Object.keys((await long.json()) as object)).toContain('fields')
    const service = await postJson('/api/contact', { ...valid, service: 'crypto' }, { headers: freshIp() })
    expect(service.status).toBe(400)
    expect(((await service.json()) as { fields: object }).fields).toHaveProperty('service')
  })

  it('accepts a filled honeypot with the normal answer but stores nothing', async () => {
    const before = (await stored()).length
    const response = await postJson(
      '/api/contact',
      { ...valid, website: 'https://spam.example' },
      { headers: freshIp() },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: "Thank you for reaching out. We'll get back to you within one business day.",
    })
    expect(await stored()).toHaveLength(before)
  })

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await postJson(
      '/api/contact',
      { ...valid, message: 'x'.repeat(64 * 1024 + 1) },
      { headers: freshIp() },
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Payload too large' })
  })

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const form = await call('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...freshIp() },
      body: 'firstName=Ada',
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({ error: 'Unsupported media type' })
    const broken = await call('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...freshIp() },
      body: '{"firstName":',
    })
    expect(broken.status).toBe(400)
  })

  it('refuses cross-site posts with 403 and stores nothing', async () => {
    const before = (await stored()).length
    const response = await postJson('/api/contact', valid, {
      headers: { origin: 'https://evil.example', ...freshIp() },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Cross-site request refused' })
    const noOrigin = await exports.default.fetch(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      }),
    )
    expect(noOrigin.status).toBe(403)
    expect(await stored()).toHaveLength(before)
  })

  it('allows 5 posts per IP per window, then 429 with Retry-After', async () => {
    freezeClock()
    const ip = freshIp()
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson('/api/contact', valid, { headers: ip })).status).toBe(200)
    }
    const limited = await postJson('/api/contact', valid, { headers: ip })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await postJson('/api/contact', valid, { headers: freshIp() })).status).toBe(200)
  })

  it('answers only POST', async () => {
    expect((await call('/api/contact')).status).toBe(404)
  })
})
