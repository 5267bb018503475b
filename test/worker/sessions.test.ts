import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDb } from '../../src/worker/db/client'
import { sessions, users } from '../../src/worker/db/schema'
import { createSession, sessionIdFromToken, validateSession } from '../../src/worker/services/sessions'

const db = createDb(env.DB)
let userId: number

beforeEach(async () => {
  await db.delete(sessions)
  await db.delete(users)
  const [user] = await db
    .insert(users)
    .values({ email: 'staff@example.test', passwordHash: 'x', role: 'editor' })
    .returning()
  userId = user!.id
})

describe('sessions', () => {
  it('keeps only the SHA-256 of a 160-bit token', async () => {
    const token = await createSession(db, userId)
    expect(token).toMatch(/^[a-z2-7]{32}$/)
    const rows = await db.select().from(sessions)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.sid).toBe(sessionIdFromToken(token))
    expect(rows[0]!.sid).not.toContain(token)
    expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/)
  })

  it('returns the user for a live token and nothing for an unknown one', async () => {
    const token = await createSession(db, userId)
    const session = await validateSession(db, token)
    expect(session?.user).toMatchObject({ id: userId, email: 'staff@example.test', role: 'editor' })
    expect(await validateSession(db, `${token}x`)).toBeNull()
  })

  it('expires after 15 idle minutes and deletes the row', async () => {
    const start = Date.now()
    const token = await createSession(db, userId, start)
    expect(await validateSession(db, token, start + 15 * 60 * 1000 - 1)).not.toBeNull()
    const later = await createSession(db, userId, start)
    expect(await validateSession(db, later, start + 15 * 60 * 1000 + 1)).toBeNull()
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sessionIdFromToken(later))),
    ).toEqual([])
  })

  it('slides the idle expiry at most once a minute', async () => {
    const start = Date.now()
    const token = await createSession(db, userId, start)
    const expireOf = async () => (await db.select().from(sessions))[0]!.expire.getTime()
    await validateSession(db, token, start + 60 * 1000 - 1)
    expect(await expireOf()).toBe(start + 15 * 60 * 1000)
    await validateSession(db, token, start + 60 * 1000)
    expect(await expireOf()).toBe(start + 60 * 1000 + 15 * 60 * 1000)
  })

  it('ends at the absolute lifetime whatever the activity', async () => {
    const start = Date.now()
    const token = await createSession(db, userId, start)
    let now = start
    while (now < start + 12 * 60 * 60 * 1000 - 15 * 60 * 1000) {
      now += 15 * 60 * 1000 - 1000
      expect(await validateSession(db, token, now)).not.toBeNull()
    }
    expect(await validateSession(db, token, start + 12 * 60 * 60 * 1000)).toBeNull()
  })

  it('rejects the session of a deactivated user', async () => {
    const token = await createSession(db, userId)
    await db.update(users).set({ isActive: false }).where(eq(users.id, userId))
    expect(await validateSession(db, token)).toBeNull()
  })
})
