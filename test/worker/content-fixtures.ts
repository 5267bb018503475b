import { env } from 'cloudflare:workers'
import { createDb } from '../../src/worker/db/client'
import {
  caseStudies,
  caseStudyHashtags,
  hashtags,
  povHashtags,
  povs,
  users,
} from '../../src/worker/db/schema'
import { createSession, SESSION_COOKIE } from '../../src/worker/services/sessions'

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
  if (hashtagIds.length)
    await db.insert(povHashtags).values(hashtagIds.map((hashtagId) => ({ povId: row.id, hashtagId })))
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
  if (hashtagIds.length) {
    await db
      .insert(caseStudyHashtags)
      .values(hashtagIds.map((hashtagId) => ({ caseStudyId: row.id, hashtagId })))
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
