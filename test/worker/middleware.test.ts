import { env } from 'cloudflare:workers'
import { Hono, type MiddlewareHandler } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/worker/app-env'
import { createDb } from '../../src/worker/db/client'
import { ConfigError, readConfig } from '../../src/worker/env'
import { HttpError } from '../../src/worker/lib/http-error'
import { jsonBody } from '../../src/worker/middleware/json-body'
import { rateLimit } from '../../src/worker/middleware/rate-limit'
import { freezeClock } from './helpers'

// The middleware on a bare app, so each rule is seen in isolation; the routes that use them
// have their own tests.
function appWith(...middleware: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('db', createDb(env.DB))
    return next()
  })
  for (const handler of middleware) app.use('/', handler)
  app.post('/', (c) => c.json({ ok: true }))
  app.onError((error, c) =>
    error instanceof HttpError ? c.json(error.toBody(), error.status, error.headers) : c.json({}, 500),
  )
  return app
}

describe('jsonBody', () => {
  const app = appWith(...jsonBody(100))

  it('refuses a non-JSON content type with 415', async () => {
    const response = await app.request(
      '/',
      { method: 'POST', body: 'a=b', headers: { 'content-type': 'text/plain' } },
      env,
    )
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: 'Unsupported media type' })
  })

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(200) })
    const declared = await app.request(
      '/',
      { method: 'POST', body: big, headers: { 'content-type': 'application/json' } },
      env,
    )
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: 'Payload too large' })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const streamed = await app.request(
      '/',
      {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit,
      env,
    )
    expect(streamed.status).toBe(413)
  })

  it('lets a small JSON body through', async () => {
    const response = await app.request(
      '/',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } },
      env,
    )
    expect(response.status).toBe(200)
  })
})

describe('rateLimit', () => {
  it('answers 429 with Retry-After past the limit, per client IP', async () => {
    freezeClock()
    const app = appWith(rateLimit({ name: 'test', limit: 2, windowSeconds: 60 }))
    const post = (ip: string) =>
      app.request('/', { method: 'POST', headers: { 'cf-connecting-ip': ip } }, env)
    expect((await post('192.0.2.1')).status).toBe(200)
    expect((await post('192.0.2.1')).status).toBe(200)
    const limited = await post('192.0.2.1')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await post('192.0.2.2')).status).toBe(200)
  })

  it('multiplies every limit by RATE_LIMIT_SCALE', async () => {
    freezeClock()
    const app = appWith(rateLimit({ name: 'scaled', limit: 2, windowSeconds: 60 }))
    const scaled = { ...env, RATE_LIMIT_SCALE: '2' }
    const post = () =>
      app.request('/', { method: 'POST', headers: { 'cf-connecting-ip': '192.0.2.9' } }, scaled)
    for (let i = 0; i < 4; i++) expect((await post()).status).toBe(200)
    expect((await post()).status).toBe(429)
  })
})

describe('configuration', () => {
  it('names every missing or malformed setting', () => {
    const broken = { ...env, SITE_URL: 'not a url', COMPANY_EMAIL: undefined } as unknown as Env
    expect(() => readConfig(broken)).toThrow(ConfigError)
    expect(() => readConfig(broken)).toThrow(/SITE_URL.*COMPANY_EMAIL|COMPANY_EMAIL.*SITE_URL/)
  })

  it('accepts the committed wrangler.toml', () => {
    expect(readConfig(env).SITE_URL).toMatch(/^https?:\/\//)
  })
})
