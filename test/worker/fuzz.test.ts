import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { addStaff, caseStudyBody, cookieFor, hashtagBody, jobOpeningBody, povBody } from './auth-fixtures'
import {
  addCaseStudy,
  addDownloadableWhitepaper,
  addHashtag,
  addJobOpening,
  addPov,
} from './content-fixtures'
import { ORIGIN } from './helpers'

// Malformed requests across the API, anonymous and as an admin: at least 1,000 of them, 0 × 5xx.
// Built from a seeded generator, so a failure names a request that the next run sends again.

/** mulberry32: small, fast, and the same sequence for the same seed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick, chance: (p: number) => next() < p }
}

const SEED = 49
const CHUNKS = 12
const PER_CHUNK = 90
const AT_ONCE = 6

/** Every API route (its id-like segments as `:x`), as the Worker mounts them. */
const CONTENT_SEGMENTS = ['povs', 'case-studies', 'whitepapers', 'careers', 'pages'] as const
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/api/health'],
  ...CONTENT_SEGMENTS.flatMap((segment) => [
    ['GET', `/api/${segment}`] as const,
    ['GET', `/api/${segment}/staff`] as const,
    ['GET', `/api/${segment}/cards`] as const,
    ['GET', `/api/${segment}/:id`] as const,
    ['GET', `/api/${segment}/:id/related`] as const,
    ['POST', `/api/${segment}`] as const,
    ['PUT', `/api/${segment}/:id`] as const,
    ['DELETE', `/api/${segment}/:id`] as const,
    ['POST', `/api/${segment}/bulk`] as const,
    ['GET', `/api/${segment}/:id/preview-links`] as const,
    ['POST', `/api/${segment}/:id/preview-links`] as const,
    ['DELETE', `/api/${segment}/:id/preview-links/:id`] as const,
    ['GET', `/api/${segment}/:id/revisions`] as const,
    ['GET', `/api/${segment}/:id/revisions/:id`] as const,
    ['POST', `/api/${segment}/:id/revisions/:id/restore`] as const,
  ]),
  ['GET', '/api/public/case-studies'],
  ['GET', '/api/pages/at'],
  ['POST', '/api/whitepapers/:id/downloads'],
  ['POST', '/api/careers/:id/applications'],
  ['GET', '/api/hashtags'],
  ['POST', '/api/hashtags'],
  ['PUT', '/api/hashtags/:id'],
  ['DELETE', '/api/hashtags/:id'],
  ['POST', '/api/login'],
  ['POST', '/api/login/two-factor'],
  ['GET', '/api/auth/user'],
  ['GET', '/api/account'],
  ['POST', '/api/account/setup'],
  ['POST', '/api/account/confirm'],
  ['DELETE', '/api/account/lock-notice'],
  ['PUT', '/api/account/password'],
  ['GET', '/api/account/sessions'],
  ['DELETE', '/api/account/sessions/:id'],
  ['POST', '/api/upload'],
  ['POST', '/api/upload/document'],
  ['GET', '/api/media'],
  ['GET', '/api/media/documents'],
  ['GET', '/api/media/documents/:id'],
  ['PATCH', '/api/media/:id'],
  ['DELETE', '/api/media/:id'],
  ['GET', '/api/unsaved-changes/:id/:id'],
  ['PUT', '/api/unsaved-changes/:id/:id'],
  ['DELETE', '/api/unsaved-changes/:id/:id'],
  ['GET', '/api/enquiries'],
  ['GET', '/api/enquiries/export.csv'],
  ['GET', '/api/enquiries/downloads'],
  ['GET', '/api/enquiries/downloads/export.csv'],
  ['GET', '/api/applications'],
  ['GET', '/api/applications/openings'],
  ['PATCH', '/api/applications/:id'],
  ['POST', '/api/applications/:id/cv-link'],
  ['GET', '/api/applications/cv/:id'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit/actors'],
  ['GET', '/api/admin/settings/two-factor'],
  ['PUT', '/api/admin/settings/two-factor'],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff/invites'],
  ['DELETE', '/api/admin/staff/invites/:id'],
  ['POST', '/api/admin/staff/invites/:id/reissue'],
  ['PUT', '/api/admin/staff/:id/role'],
  ['POST', '/api/admin/staff/:id/deactivate'],
  ['POST', '/api/admin/staff/:id/activate'],
  ['DELETE', '/api/admin/staff/:id/sessions'],
  ['DELETE', '/api/admin/staff/:id/two-factor'],
  ['GET', '/api/invites/:id'],
  ['POST', '/api/invites/:id/accept'],
  ['POST', '/api/contact'],
  ['POST', '/api/newsletter'],
  ['GET', '/api/newsletter'],
  ['GET', '/api/performance'],
  ['GET', '/api/zoho/leads'],
  ['GET', '/api/zoho/outbox'],
  ['POST', '/api/zoho/create-lead'],
  ['POST', '/api/zoho/track-visitor'],
  ['GET', '/api/no-such-route'],
  ['GET', '/downloads/:id'],
  ['GET', '/images/:id'],
]

/** What goes where a route has an id: real ones, and what an attacker or a broken link sends. */
const SEGMENTS = [
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '9007199254740993',
  '9'.repeat(400),
  'a'.repeat(3000),
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%ff',
  '%',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  'null',
  '__proto__',
  'constructor',
  '%20',
  'pov',
  'new',
  'undefined',
]

/** Query parameters, up to three of them joined in a request's query string. */
const PARAMETERS = [
  'limit=-1',
  'limit=1e999',
  'limit=abc',
  'offset=-5',
  'page=0',
  `page=${'9'.repeat(40)}`,
  'q=%00',
  'q=a%00b',
  `q=${'a'.repeat(3000)}`,
  'q=%ff%fe',
  'q=%22NEAR(',
  'hashtag=x',
  'hashtag=%00',
  'hashtag=-3',
  `hashtag=${Array.from({ length: 200 }, (_, i) => i).join(',')}`,
  'cursor=%ff%fe%00',
  'cursor=..',
  'from=0000-01-01',
  'to=9999-12-31',
  'from=2025-13-45T99:99:99Z',
  'sort=__proto__',
  'status=constructor',
  'includeUnpublished=maybe',
  'includeUnpublished=true',
  '%=%',
  'a[b][c]=d',
  'preview=%00',
  `preview=${'x'.repeat(5000)}`,
  'path=%00',
  `path=/lp/${'a'.repeat(300)}`,
  'path=//evil.example',
  'openingId=-5',
  'actor=1e400',
  'action=zzz',
  'action=',
  'range=x',
  'days=-1',
  'position=!!!',
  'author=%00',
  'id=1',
]

const LONG = 'x'.repeat(70_000)
const VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  '\u202eevil',
  '𝕏'.repeat(40),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '0000-01-01',
  '2024-02-30',
  '9999-99-99T99:99:99Z',
  '1',
  '1e5',
  [],
  [null],
  ['1', 2, {}],
  {},
  LONG,
]

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'message',
  'company',
  'consent',
  'title',
  'description',
  'content',
  'excerpt',
  'author',
  'publishedDate',
  'featuredImage',
  'isPublished',
  'hashtags',
  'version',
  'publishAt',
  'unpublishAt',
  'path',
  'name',
  'type',
  'code',
  'password',
  'currentPassword',
  'confirmPassword',
  'role',
  'required',
  'focus',
  'status',
  'staffNotes',
  'ids',
  'action',
  'values',
  'days',
  'page',
  'referrer',
  'timestamp',
  'sessionId',
  'attribution',
  'fromPage',
]

const BAD_JSON = [
  '{',
  '{"a":1',
  '[1,',
  '\u0000',
  '',
  'null',
  '[]',
  '"x"',
  '1',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isPublished":true},"constructor":{"prototype":{}}}',
]

type Generator = ReturnType<typeof generator>

const visitor = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true }
const landingPage = {
  title: 'Spring offer',
  description: 'An offer',
  path: '/lp/spring-offer',
  content: JSON.stringify({
    blocks: [{ id: 'hero', type: 'hero', heading: 'Hi', blurb: 'A blurb', buttons: [], stats: [] }],
  }),
}

/**
 * A body each route takes, by the start of its path, so that a mutated one (a field dropped, a
 * field wrong) gets past the first checks into the route's own work.
 */
const TEMPLATES: ReadonlyArray<readonly [string, () => Record<string, unknown>]> = [
  ['/api/povs', povBody],
  ['/api/case-studies', caseStudyBody],
  ['/api/careers/:id/applications', () => ({ ...visitor, phone: '+44 20 7946 0958', consent: 'on' })],
  ['/api/careers', jobOpeningBody],
  ['/api/whitepapers/:id/downloads', () => ({ ...visitor, company: 'Lakeshore' })],
  ['/api/whitepapers', povBody],
  ['/api/pages', () => landingPage],
  ['/api/hashtags', hashtagBody],
  ['/api/contact', () => ({ ...visitor, message: 'We would like to talk about data.' })],
  ['/api/newsletter', () => ({ email: 'ada@example.com', consent: true })],
  ['/api/zoho/create-lead', () => ({ lastName: 'Lovelace', email: 'ada@example.com' })],
  [
    '/api/zoho/track-visitor',
    () => ({
      page: '/services',
      referrer: '',
      userAgent: 'x',
      timestamp: '2026-01-01T00:00:00Z',
      sessionId: 's',
    }),
  ],
  ['/api/login', () => ({ email: 'nobody@example.com', password: 'wrong password here' })],
  ['/api/admin/staff/invites', () => ({ email: 'new@example.com', role: 'editor' })],
  ['/api/admin/staff', () => ({ role: 'editor' })],
  ['/api/admin/settings', () => ({ required: false })],
  ['/api/applications', () => ({ status: 'reviewing', staffNotes: 'Good', version: 1 })],
  ['/api/media', () => ({ focus: { x: 0.5, y: 0.5 } })],
  ['/api/unsaved-changes', () => ({ values: { title: 'Draft' } })],
  ['/api/invites', () => ({ firstName: 'New', lastName: 'Person', password: 'x', confirmPassword: 'x' })],
]

/** The route's template with a field dropped or given a wrong value; a whole bulk action for `/bulk`. */
function nearlyValid(rng: Generator, route: string): Record<string, unknown> {
  if (route.endsWith('/bulk'))
    return { action: rng.pick(['publish', 'unpublish', 'delete', 'x']), ids: oddValue(rng) }
  const template = TEMPLATES.find(([prefix]) => route.startsWith(prefix))?.[1]
  const body = { ...(template?.() ?? jsonObject(rng)) }
  const field = rng.pick([...Object.keys(body), rng.pick(FIELDS)])
  if (rng.chance(0.2)) delete body[field]
  else body[field] = oddValue(rng)
  return body
}

function oddValue(rng: Generator, depth = 0): unknown {
  if (depth < 2 && rng.chance(0.1)) return { [rng.pick(FIELDS)]: oddValue(rng, depth + 1) }
  if (depth < 2 && rng.chance(0.05)) return [oddValue(rng, depth + 1), oddValue(rng, depth + 1)]
  return rng.pick(VALUES)
}

function jsonObject(rng: Generator): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const count = 1 + Math.floor(rng.next() * 8)
  for (let i = 0; i < count; i++) body[rng.pick(FIELDS)] = oddValue(rng)
  return body
}

/** A body and its content type, one of several ways of getting it wrong. */
function bodyOf(rng: Generator, route: string): { body?: BodyInit; type?: string } {
  const kind = rng.next()
  if (kind < 0.25) return { body: JSON.stringify(nearlyValid(rng, route)), type: 'application/json' }
  if (kind < 0.4) return { body: JSON.stringify(jsonObject(rng)), type: 'application/json' }
  if (kind < 0.55) return { body: rng.pick(BAD_JSON), type: 'application/json' }
  if (kind < 0.6) return { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' }
  if (kind < 0.67) return { body: JSON.stringify(jsonObject(rng)), type: rng.pick(['text/plain', undefined]) }
  if (kind < 0.72)
    return {
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x80]),
      type: 'application/json; charset=utf-16',
    }
  if (kind < 0.8) return { body: 'a=1&b=%00&b=%ff&__proto__=x', type: 'application/x-www-form-urlencoded' }
  if (kind < 0.9) {
    const form = new FormData()
    for (const [name, value] of Object.entries(jsonObject(rng)))
      form.append(name, JSON.stringify(value) ?? '')
    if (rng.chance(0.5))
      form.append(rng.pick(['cv', 'image', 'document', 'file']), new File([LONG], '%00.pdf'))
    return { body: form }
  }
  if (kind < 0.95)
    return {
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
      type: 'multipart/form-data; boundary=x',
    }
  return {}
}

/** What was sent, by route, for the count of routes reached. */
interface Sent {
  method: string
  route: string
}

let admin = ''
const sent: Sent[] = []

function requestOf(rng: Generator): { request: Request; route: string } {
  const [method, route] = rng.pick(ROUTES)
  const path = route.replaceAll(':id', () => rng.pick(SEGMENTS))
  const parameters = Array.from({ length: Math.floor(rng.next() * 4) }, () => rng.pick(PARAMETERS))
  const url = `${ORIGIN}${path}${parameters.length ? `?${parameters.join('&')}` : ''}`
  const headers = new Headers()
  headers.set('cf-connecting-ip', `198.18.${Math.floor(rng.next() * 250)}.${Math.floor(rng.next() * 250)}`)
  // Anonymous about half the time; writes mostly from the site's own origin, as the app sends them.
  if (rng.chance(0.5)) headers.set('cookie', admin)
  if (rng.chance(0.1))
    headers.set('accept-language', rng.pick(['*', 'zz-ZZ;q=x', `en-${'x'.repeat(500)}`, 'en;q=2']))
  const hasBody = method !== 'GET' && method !== 'HEAD'
  if (hasBody && rng.chance(0.9)) headers.set('origin', ORIGIN)
  if (!hasBody) return { request: new Request(url, { method, headers }), route }
  const { body, type } = bodyOf(rng, route)
  if (type) headers.set('content-type', type)
  return { request: new Request(url, { method, headers, body }), route }
}

const rng = generator(SEED)

beforeAll(async () => {
  const cloud = await addHashtag('Cloud')
  await addPov({ title: 'Retail AI' }, [cloud.id])
  await addCaseStudy({ title: 'Warehouse Modernisation' })
  await addDownloadableWhitepaper('Data Quality Playbook')
  await addJobOpening()
})

describe('fuzzing the API with malformed requests', () => {
  for (let chunk = 1; chunk <= CHUNKS; chunk++) {
    it(`answers batch ${chunk} of ${CHUNKS} (${PER_CHUNK} requests) without a server error`, async () => {
      // A fresh admin each batch: a fuzzed request may sign the last one out or take away its role.
      admin = await cookieFor((await addStaff({ role: 'admin' })).id)
      const failures: string[] = []
      // Built in order (the sequence stays the seed's), sent a few at a time, as browsers do.
      const batch = Array.from({ length: PER_CHUNK }, () => requestOf(rng))
      for (let start = 0; start < batch.length; start += AT_ONCE) {
        await Promise.all(
          batch.slice(start, start + AT_ONCE).map(async ({ request, route }) => {
            const { method, url } = request
            const response = await exports.default.fetch(request)
            await response.body?.cancel()
            sent.push({ method, route })
            if (response.status >= 500) failures.push(`${response.status} ${method} ${url.slice(0, 300)}`)
          }),
        )
      }
      expect(failures).toEqual([])
    })
  }

  it('has sent over 1,000 requests, to every route', () => {
    expect(sent.length).toBeGreaterThanOrEqual(1000)
    const routes = new Set(sent.map(({ method, route }) => `${method} ${route}`))
    expect(routes.size).toBe(new Set(ROUTES.map(([method, route]) => `${method} ${route}`)).size)
  })
})
