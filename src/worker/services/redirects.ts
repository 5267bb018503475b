import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { apiMessages } from '../../shared/messages'
import { redirectMessages as text } from '../../shared/redirect-messages'
import type { AuditAction } from '../../shared/schemas/audit'
import {
  REDIRECT_STATUSES,
  type RedirectInput,
  type RedirectRecord,
  type RedirectStatus,
} from '../../shared/schemas/redirect'
import type { Db } from '../db/client'
import { type RedirectRow, redirects } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { type AuditActor, auditStatementFor } from './audit-log'

// Redirects as staff manage them (routes/redirects.ts) and a page's renaming makes them
// (routes/content/pages.ts). None is ever a chain: a redirect's target is never another one's
// `from`, so a visitor reaches the final address in one hop.

/**
 * On a redirect's answer, which redirect gave it: middleware/redirect-visits.ts counts the hit and
 * removes it, the edge cache keeps such an answer (middleware/edge-cache.ts).
 */
export const REDIRECT_ID_HEADER = 'X-Redirect-Id'

const fieldError = (field: keyof RedirectInput, message: string) =>
  new HttpError(400, apiMessages.invalidRequest, { [field]: message })

/** The stored status as the schema names it (only redirectInput's statuses are ever written). */
const statusOf = (stored: number): RedirectStatus =>
  REDIRECT_STATUSES.find((status) => status === stored) ?? 301

function redirectRecord(row: RedirectRow): RedirectRecord {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toAddress,
    status: statusOf(row.status),
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every redirect, newest first. */
export async function listRedirects(db: Db): Promise<RedirectRecord[]> {
  const rows = await db.select().from(redirects).orderBy(desc(redirects.createdAt), desc(redirects.id))
  return rows.map(redirectRecord)
}

/** A gone address has no target, whatever the form last held. */
const targetOf = (input: RedirectInput) => (input.status === 410 ? '' : input.to)

/**
 * 400 when `from` is taken, or when the redirect would join a chain: its target is another
 * redirect's `from`, or its `from` is another redirect's target. `id` is the redirect being changed.
 */
async function refuseConflicts(db: Db, input: RedirectInput, id?: number): Promise<void> {
  const others = id === undefined ? undefined : ne(redirects.id, id)
  const to = targetOf(input)
  const [taken, leadsOn, ledTo] = await db.batch([
    db
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.fromPath, input.from), others)),
    db
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.fromPath, to), others)),
    db
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.toAddress, input.from), others)),
  ])
  if (taken.length > 0) throw fieldError('from', text.fromTaken)
  if (to && leadsOn.length > 0) throw fieldError('to', text.chain)
  if (ledTo.length > 0) throw fieldError('from', text.chain)
}

/** The write's audit event, for its batch; written only if the redirect is there when it runs. */
const event = (db: Db, actor: AuditActor, action: AuditAction, where: SQL) =>
  auditStatementFor(
    db,
    actor,
    { action, type: 'redirect' },
    { table: redirects, where, id: redirects.id, title: redirects.fromPath },
  )

// Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
const newest = eq(redirects.id, sql`(select max(${redirects.id}) from ${redirects})`)

export async function createRedirect(db: Db, actor: AuditActor, input: RedirectInput) {
  await refuseConflicts(db, input)
  const [[row]] = await db.batch([
    db
      .insert(redirects)
      .values({ fromPath: input.from, toAddress: targetOf(input), status: input.status })
      .returning(),
    event(db, actor, 'redirect_created', newest),
  ])
  if (!row) throw new Error('The redirect just created could not be read back')
  return redirectRecord(row)
}

/** Null when there is no redirect `id`. */
export async function updateRedirect(db: Db, actor: AuditActor, id: number, input: RedirectInput) {
  await refuseConflicts(db, input, id)
  const [[row]] = await db.batch([
    db
      .update(redirects)
      .set({ fromPath: input.from, toAddress: targetOf(input), status: input.status, updatedAt: new Date() })
      .where(eq(redirects.id, id))
      .returning(),
    event(db, actor, 'redirect_updated', eq(redirects.id, id)),
  ])
  return row ? redirectRecord(row) : null
}

/** False when there is no redirect `id`. */
export async function deleteRedirect(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  const [, deleted] = await db.batch([
    event(db, actor, 'redirect_deleted', eq(redirects.id, id)),
    db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id }),
  ])
  return deleted.length > 0
}

/**
 * A page moved from `from` to `to`: redirects that led to the old address lead to the new one (no
 * chain), one from the new address goes, since it would hide the page, and with `keepOld` the old
 * address answers with a 301 to the new one.
 */
export async function redirectMovedPage(
  db: Db,
  actor: AuditActor,
  from: string,
  to: string,
  keepOld: boolean,
) {
  const leadingToOld = eq(redirects.toAddress, from)
  const redirectsAround = [
    event(db, actor, 'redirect_deleted', eq(redirects.fromPath, to)),
    db.delete(redirects).where(eq(redirects.fromPath, to)),
    event(db, actor, 'redirect_updated', leadingToOld),
    db.update(redirects).set({ toAddress: to, updatedAt: new Date() }).where(leadingToOld),
  ] as const
  if (!keepOld) {
    await db.batch(redirectsAround)
    return
  }
  await db.batch([
    ...redirectsAround,
    // A redirect already leaving the old address (a 410 left behind) now leads to the page.
    db
      .insert(redirects)
      .values({ fromPath: from, toAddress: to, status: 301 })
      .onConflictDoUpdate({
        target: redirects.fromPath,
        set: { toAddress: to, status: 301, updatedAt: new Date() },
      }),
    event(db, actor, 'redirect_created', eq(redirects.fromPath, from)),
  ])
}

/** The redirect from `path`, or from it without its trailing slash; null when none. */
export async function redirectFrom(db: Db, path: string): Promise<RedirectRow | null> {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
  const rows = await db
    .select()
    .from(redirects)
    .where(inArray(redirects.fromPath, [...new Set([path, bare])]))
  return rows.find((row) => row.fromPath === path) ?? rows[0] ?? null
}

/** Counts a visit the redirect `id` answered. */
export async function countRedirectHit(db: Db, id: number, at = new Date()): Promise<void> {
  await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: at })
    .where(eq(redirects.id, id))
}

/**
 * The redirect's target with the visit's query kept: the target's own parameters first, then the
 * visit's. A site path stays a path (a Location built from the request's Host could be forged).
 */
export function withVisitQuery(target: string, visit: URLSearchParams): string {
  if (visit.size === 0) return target
  const url = new URL(target, 'http://own.origin')
  for (const [name, value] of visit) url.searchParams.append(name, value)
  return target.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href
}
