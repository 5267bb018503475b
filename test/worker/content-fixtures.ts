import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import app from '../../src/worker/app'
import { createDb } from '../../src/worker/db/client'
import {
  caseStudies,
  contentHashtags,
  hashtags,
  jobOpenings,
  povs,
  users,
  whitepapers,
} from '../../src/worker/db/schema'
import { contentTypeNamed } from '../../src/worker/services/content/content-types'
import { indexItem } from '../../src/worker/services/content/search-index'
import { createSession, SESSION_COOKIE } from '../../src/worker/services/sessions'
import { PDF_BYTES } from './auth-fixtures'
import { ORIGIN } from './helpers'

export const db = createDb(env.DB)

export async function addHashtag(name: string, type: 'service' | 'industry' | 'topic' = 'topic') {
  const [row] = await db.insert(hashtags).values({ name, type }).returning()
  if (!row) throw new Error('no hashtag')
  return row
}

export async function addPov(
  values: Partial<typeof povs.$inferInsert> & { title: string },
  hashtagIds: number[] = [],
) {
  const [row] = await db
    .insert(povs)
    .values({
      description: `About ${values.title}`,
      content: 'Line one\nLine two',
      excerpt: `Excerpt of ${values.title}`,
      author: 'Dana Reyes',
      publishedDate: '2025-03-01',
      isPublished: true,
      ...values,
    })
    .returning()
  if (!row) throw new Error('no pov')
  // Written around the content core, as a script would: the search index is written as the core does.
  await indexItem(db, contentTypeNamed('pov'), row.id)
  if (hashtagIds.length)
    await db
      .insert(contentHashtags)
      .values(hashtagIds.map((hashtagId) => ({ contentType: 'pov' as const, itemId: row.id, hashtagId })))
  return row
}

export async function addCaseStudy(
  values: Partial<typeof caseStudies.$inferInsert> & { title: string },
  hashtagIds: number[] = [],
) {
  const [row] = await db
    .insert(caseStudies)
    .values({
      description: `About ${values.title}`,
      content: 'Implementation details',
      excerpt: `Excerpt of ${values.title}`,
      client: 'Acme Corp',
      industry: 'Retail',
      challenge: 'A challenge',
      solution: 'A solution',
      results: 'First result\n\nSecond result',
      isPublished: true,
      ...values,
    })
    .returning()
  if (!row) throw new Error('no case study')
  await indexItem(db, contentTypeNamed('case_study'), row.id)
  if (hashtagIds.length) {
    await db
      .insert(contentHashtags)
      .values(
        hashtagIds.map((hashtagId) => ({ contentType: 'case_study' as const, itemId: row.id, hashtagId })),
      )
  }
  return row
}

/** A signed-in staff member's cookie header. */
export async function staffCookie(email = 'staff@example.com'): Promise<string> {
  const [user] = await db.insert(users).values({ email, passwordHash: 'not-used-here' }).returning()
  if (!user) throw new Error('no user')
  return `${SESSION_COOKIE}=${await createSession(db, user.id)}`
}

/**
 * Counts the SQL statements a request sends to D1: every `prepare` and `exec`, on the binding or
 * on a session it opened with `withSession` (the app reads through one per request).
 */
export function countingD1(target: D1Database): { binding: D1Database; count: () => number } {
  let statements = 0
  const counted = <T extends object>(object: T): T =>
    new Proxy(object, {
      get(inner, key) {
        const value = Reflect.get(inner, key, inner)
        if (typeof value !== 'function') return value
        if (key === 'prepare' || key === 'exec') {
          return (...args: unknown[]) => {
            statements += 1
            return value.apply(inner, args)
          }
        }
        if (key === 'withSession') return (...args: unknown[]) => counted(value.apply(inner, args))
        return value.bind(inner)
      },
    })
  return { binding: counted(target), count: () => statements }
}

export interface CountedResponse {
  status: number
  headers: Headers
  body: string
  /** D1 statements of the request, including the work it left to waitUntil. */
  statements: number
  cache: string | null
}

/**
 * One request to the app as a browser sends it (an unsafe method with the site's Origin), over a
 * counted `DB` (the test binding unless given); waits for the work it left to waitUntil.
 */
export async function sendCounted(
  path: string,
  init: RequestInit = {},
  DB: D1Database = env.DB,
): Promise<CountedResponse> {
  const headers = new Headers(init.headers)
  if (init.method && !['GET', 'HEAD'].includes(init.method)) headers.set('origin', ORIGIN)
  const counter = countingD1(DB)
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(new URL(path, ORIGIN), { ...init, headers }),
    { ...env, DB: counter.binding },
    ctx,
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return {
    status: response.status,
    headers: response.headers,
    body,
    statements: counter.count(),
    cache: response.headers.get('x-cache'),
  }
}

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

/** A published job opening straight into D1, taking applications for 30 days unless `values` say otherwise. */
export async function addJobOpening(values: Partial<typeof jobOpenings.$inferInsert> = {}) {
  const [row] = await db
    .insert(jobOpenings)
    .values({
      title: 'Senior Data Engineer',
      department: 'Data',
      location: 'London',
      employmentType: 'FULL_TIME',
      workplace: 'hybrid',
      description: 'Build data platforms with our clients.',
      content: 'The role',
      responsibilities: 'Pipelines',
      requirements: 'SQL',
      applyBy: utcDay(30),
      isPublished: true,
      ...values,
    })
    .returning()
  if (!row) throw new Error('no opening')
  return row
}

/** A published whitepaper with its PDF in R2, as an upload stores it, so it can be downloaded. */
export async function addDownloadableWhitepaper(title: string) {
  const key = `documents/${crypto.randomUUID()}.pdf`
  await env.UPLOADS.put(key, PDF_BYTES, { httpMetadata: { contentType: 'application/pdf' } })
  const [row] = await db
    .insert(whitepapers)
    .values({
      title,
      description: `About ${title}`,
      content: 'Body',
      excerpt: 'Excerpt',
      author: 'Dana Reyes',
      publishedDate: '2025-03-01',
      documentKey: key,
      isPublished: true,
    })
    .returning()
  if (!row) throw new Error('no whitepaper')
  return row
}

/** An application's multipart form: `fields` as text parts and a PDF CV. */
export function applicationForm(
  fields: Record<string, string>,
  cv: File | null = new File([PDF_BYTES], 'cv.pdf', { type: 'application/pdf' }),
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (cv) form.append('cv', cv)
  return form
}
