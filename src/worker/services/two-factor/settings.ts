import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { siteSettings } from '../../db/schema'

const REQUIRE_TWO_FACTOR = 'require_two_factor'

/** Whether the admin setting requires two factors of every staff member (off until set). */
export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, REQUIRE_TWO_FACTOR))
  return row?.value === true
}

/** The statement that sets it, for the batch with its audit event. */
export function setTwoFactorRequired(db: Db, required: boolean, now = Date.now()) {
  return db
    .insert(siteSettings)
    .values({ key: REQUIRE_TWO_FACTOR, value: required, updatedAt: new Date(now) })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: required, updatedAt: new Date(now) } })
}

/**
 * True when the site requires two factors and the user has none confirmed: then the session may
 * only set one up (middleware/session.ts). One statement, on every staff request.
 */
export async function needsTwoFactorSetup(db: Db, userId: number): Promise<boolean> {
  const row = await db.get<{ restricted: number }>(sql`
    select exists (
      select 1 from site_settings where key = ${REQUIRE_TWO_FACTOR} and value = 'true'
    ) and not exists (
      select 1 from user_two_factor where user_id = ${userId} and enabled_at is not null
    ) as restricted`)
  return row?.restricted === 1
}
