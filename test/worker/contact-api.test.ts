import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_SECONDS,
  JSON_BODY_MAX_BYTES,
} from '../../src/shared/constants'
import { apiMessages, contactMessages } from '../../src/shared/messages'
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
    expect(await response.json()).toEqual({ message: apiMessages.contactReceived })
    expect(apiMessages.contactReceived).toBe(
      "Thank you for reaching out. We'll get back to you within one business day.",
    )
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
    ['firstName', { firstName: '  ' }, contactMessages.firstNameRequired, 'First name is required'],
    ['lastName', { lastName: '' }, contactMessages.lastNameRequired, 'Last name is required'],
    ['email', { email: 'not-an-email' }, contactMessages.invalidEmail, 'Invalid email address'],
    [
      'message',
      { message: 'too short' },
      contactMessages.messageTooShort,
      'Message must be at least 10 characters',
    ],
  ])('answers 400 naming %s', async (field, change, message, literal) => {
    const before = (await stored()).length
    const response = await postJson('/api/contact', { ...valid, ...change }, { headers: freshIp() })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: apiMessages.invalidRequest, fields: { [field]: message } })
    expect(message).toBe(literal)
    expect(await stored()).toHaveLength(before)
  })

  it('caps lengths and refuses unknown service values', async () => {
    const long = await postJson(
      '/api/contact',
      { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
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
    expect(await response.json()).toEqual({ message: apiMessages.contactReceived })
    expect(await stored()).toHaveLength(before)
  })

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await postJson(
      '/api/contact',
      { ...valid, message: 'x'.repeat(JSON_BODY_MAX_BYTES + 1) },
      { headers: freshIp() },
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: apiMessages.payloadTooLarge })
  })

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const form = await call('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...freshIp() },
      body: 'firstName=Ada',
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({ error: apiMessages.unsupportedMediaType })
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
    expect(await response.json()).toEqual({ error: apiMessages.crossSite })
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

  it(`allows ${CONTACT_RATE_LIMIT} posts per IP per window, then 429 with Retry-After`, async () => {
    freezeClock()
    expect([CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS]).toEqual([5, 600])
    const ip = freshIp()
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      expect((await postJson('/api/contact', valid, { headers: ip })).status).toBe(200)
    }
    const limited = await postJson('/api/contact', valid, { headers: ip })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: apiMessages.rateLimited })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_WINDOW_SECONDS)
    expect((await postJson('/api/contact', valid, { headers: freshIp() })).status).toBe(200)
  })

  it('answers only POST', async () => {
    expect((await call('/api/contact')).status).toBe(404)
  })
})
