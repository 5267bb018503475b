import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CreateLeadInput, OutboxLead } from '../../shared/schemas/crm'
import type { OutboxSubscription } from '../../shared/schemas/newsletter'
import { isSitePath } from '../../shared/schemas/site-path'
import type { LeadDeliveryStatus } from '../../shared/types'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import { type CrmOutboxRow, contactSubmissions, crmOutbox } from '../db/schema'
import { type AppConfig, readConfig } from '../env'
import { runAfterResponse } from '../lib/after-response'
import { titlesOf } from './content/page-titles'
import { failureText, problemOf } from './delivery-problem'
import { type OutboxNotice, postSalesNotice } from './sales-webhook'
import { campaignsSettings, subscribeToList } from './zoho/campaigns'
import { sendEnquiry } from './zoho/enquiry-delivery'
import { zohoSettings } from './zoho/settings'

// The Zoho outbox (research/security.md section 6): a lead for the CRM, or a newsletter
// subscription for Zoho Campaigns, is written to D1 before anything else, sent at once when
// possible, retried by the Cron Trigger with backoff, and after the last attempt kept as `failed`
// for staff to see. A repeated lead send looks for its own earlier write first
// (zoho/enquiry-delivery.ts), so at-least-once delivery does not duplicate; a repeated
// subscription only has Zoho mail the confirmation again, which the address's own owner asked for.

export const OUTBOX_MAX_ATTEMPTS = 8
/** Attempt n (1-based) failing waits 2^(n-1) x this: 2, 4, 8 ... 128 min, about 8.5 h in all. */
const OUTBOX_BACKOFF_BASE_MS = 2 * 60 * 1000
/** A sender holds a row this long, so the cron and a waitUntil never send it at the same time. */
const CLAIM_MS = 60 * 1000
const DRAIN_BATCH = 25
/**
 * A sweep's wall time: under the 5 minutes between runs, so runs do not overlap (their claims would
 * keep them apart anyway), and inside a Cron Trigger's 15 minutes; sending waits on Zoho, so the
 * CPU it uses stays far below the 30 s limit. At 0.2–0.5 s a lead, one run sends 500–1,200.
 */
const DRAIN_BUDGET_MS = 4 * 60 * 1000
/** A lead from the contact form belongs to that form's submission made within this window. */
export const CONTACT_LINK_WINDOW_MS = 10 * 60 * 1000

export function backoffFor(attempts: number): number {
  return OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)
}

/** What an outbox row belongs to on our side, for the admin Enquiries tab. */
export type OutboxLink =
  | { contactSubmissionId: number | null }
  | { whitepaperDownloadId: SQL | number }
  | { newsletterSubscriptionId: SQL | number }
  | Record<string, never>

/** What a row asks: a lead for the CRM, a subscription to the Campaigns list, a message for sales. */
export type OutboxEntry =
  | { kind: 'lead'; payload: OutboxLead }
  | { kind: 'subscription'; payload: OutboxSubscription }
  | { kind: 'webhook'; payload: OutboxNotice }

/** The insert of an entry into the outbox, due at once: run alone or in the batch that stores its origin. */
export function outboxInsert(db: Db, entry: OutboxEntry, link: OutboxLink, now = Date.now()) {
  return db
    .insert(crmOutbox)
    .values({
      ...link,
      kind: entry.kind,
      email: entry.payload.email,
      payload: { ...entry.payload },
      nextAttemptAt: new Date(now),
    })
    .returning()
}

/** Writes the lead to the outbox; linked to the same e-mail's recent contact submission, whose attribution it takes. */
export async function enqueueLead(db: Db, lead: CreateLeadInput, now = Date.now()): Promise<CrmOutboxRow> {
  const submission = await db
    .select({
      id: contactSubmissions.id,
      attribution: contactSubmissions.attribution,
      fromPage: contactSubmissions.fromPage,
    })
    .from(contactSubmissions)
    .where(
      and(
        sql`lower(${contactSubmissions.email}) = ${lead.email.toLowerCase()}`,
        gte(contactSubmissions.createdAt, new Date(now - CONTACT_LINK_WINDOW_MS)),
      ),
    )
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(1)
    .get()
  // The browser posts the lead apart from the enquiry; where the visit came from, and the page it
  // was sent from, are on the enquiry.
  const attribution = submission?.attribution ?? undefined
  // An enquiry stored before the site-path rule may name another site, which the lead leaves out.
  const path = submission?.fromPage && isSitePath(submission.fromPage) ? submission.fromPage : undefined
  const fromPage = path ? { path, title: (await titlesOf(db, [path])).get(path) ?? null } : undefined
  const [row] = await outboxInsert(
    db,
    {
      kind: 'lead',
      payload: { ...lead, ...(attribution ? { attribution } : {}), ...(fromPage ? { fromPage } : {}) },
    },
    { contactSubmissionId: submission?.id ?? null },
    now,
  )
  if (!row) throw new Error('Outbox insert returned no row')
  return row
}

/** Takes a due row for this sender; undefined when it is not due or someone else holds it. */
async function claim(db: Db, id: number, now: number): Promise<CrmOutboxRow | undefined> {
  const [row] = await db
    .update(crmOutbox)
    .set({ nextAttemptAt: new Date(now + CLAIM_MS) })
    .where(
      and(eq(crmOutbox.id, id), eq(crmOutbox.status, 'pending'), lte(crmOutbox.nextAttemptAt, new Date(now))),
    )
    .returning()
  return row
}

/** Sends a lead to the CRM (returning its Zoho id), a subscription to Campaigns or a message to sales (null). */
async function send(db: Db, config: AppConfig, row: CrmOutboxRow): Promise<string | null> {
  if (row.kind === 'webhook') {
    await postSalesNotice(config, row.payload as unknown as OutboxNotice)
    return null
  }
  const deps = { db, settings: zohoSettings(config) }
  if (row.kind === 'subscription') {
    await subscribeToList(deps, campaignsSettings(config), row.payload as unknown as OutboxSubscription)
    return null
  }
  return sendEnquiry(
    deps,
    row.payload as OutboxLead,
    { outboxId: row.id, createdAt: row.createdAt },
    // An earlier attempt may have reached Zoho before it failed (a timeout).
    row.attempts > 0,
  )
}

/** Sends one outbox row to Zoho and records the outcome. */
async function deliverFromOutbox(
  db: Db,
  config: AppConfig,
  id: number,
  now = Date.now(),
): Promise<CrmOutboxRow | undefined> {
  const row = await claim(db, id, now)
  if (!row) return undefined
  const attempts = row.attempts + 1
  try {
    const zohoId = await send(db, config, row)
    const [sent] = await db
      .update(crmOutbox)
      .set({ status: 'sent', attempts, zohoId, lastError: null, updatedAt: new Date() })
      .where(eq(crmOutbox.id, id))
      .returning()
    return sent
  } catch (error) {
    const message = failureText(error)
    // Named failures say whether a later attempt can succeed; anything else may be passing.
    const retryable = !(error instanceof Error && 'retryable' in error && error.retryable === false)
    const giveUp = !retryable || attempts >= OUTBOX_MAX_ATTEMPTS
    if (giveUp)
      console.error(`Outbox ${row.kind} ${id} failed for good after ${attempts} attempt(s): ${message}`)
    const [failed] = await db
      .update(crmOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(now + backoffFor(attempts)),
        updatedAt: new Date(),
      })
      .where(eq(crmOutbox.id, id))
      .returning()
    return failed
  }
}

/**
 * The Cron Trigger's sweep: the due pending rows, oldest first, one at a time (a burst would spend
 * Zoho's concurrency budget for nothing), batch after batch until none is due, so the leads an
 * outage held back go out in the first run after it rather than 25 per run. It stops early when a
 * send fails and stays pending (Zoho is still unavailable: the next rows would only fail too and
 * spend an attempt each) or after DRAIN_BUDGET_MS, leaving the rest to the next run.
 */
export async function drainOutbox(db: Db, config: AppConfig, now = Date.now()): Promise<CrmOutboxRow[]> {
  const started = Date.now()
  const tried = new Set<number>()
  const results: CrmOutboxRow[] = []
  while (Date.now() - started < DRAIN_BUDGET_MS) {
    const due = await db
      .select({ id: crmOutbox.id })
      .from(crmOutbox)
      .where(and(eq(crmOutbox.status, 'pending'), lte(crmOutbox.nextAttemptAt, new Date(now))))
      .orderBy(asc(crmOutbox.nextAttemptAt), asc(crmOutbox.id))
      .limit(DRAIN_BATCH)
    // Each row at most once a sweep, however its send ended.
    const fresh = due.filter(({ id }) => !tried.has(id))
    if (fresh.length === 0) break
    for (const { id } of fresh) {
      tried.add(id)
      const row = await deliverFromOutbox(db, config, id, now)
      if (!row) continue
      results.push(row)
      if (row.status === 'pending') return results
    }
  }
  return results
}

/** The newest outbox row of each contact submission, for the admin Enquiries tab. */
export async function leadStatusBySubmission(
  db: Db,
  submissionIds: number[],
): Promise<Map<number, LeadDeliveryStatus>> {
  const statuses = new Map<number, LeadDeliveryStatus>()
  if (submissionIds.length === 0) return statuses
  const rows = await db
    .select({
      submissionId: crmOutbox.contactSubmissionId,
      status: crmOutbox.status,
      attempts: crmOutbox.attempts,
      lastError: crmOutbox.lastError,
    })
    .from(crmOutbox)
    .where(
      sql`${crmOutbox.contactSubmissionId} in (select value from json_each(${JSON.stringify(submissionIds)}))`,
    )
    .orderBy(asc(crmOutbox.id))
  for (const { submissionId, lastError, ...status } of rows)
    if (submissionId !== null) statuses.set(submissionId, { ...status, problem: problemOf(lastError) })
  return statuses
}

/**
 * Sends an outbox row once the answer is out (the fast path); if that fails, the row stays due
 * and the cron retries it.
 */
export function deliverSoon(c: Context<AppEnv>, outboxId: number): Promise<void> {
  const task = deliverFromOutbox(c.var.db, readConfig(c.env), outboxId).then(
    () => undefined,
    (error: unknown) => {
      console.error(`Outbox row ${outboxId}: immediate send failed, the cron will retry`, error)
    },
  )
  return runAfterResponse(c, task)
}

/** The ids of the outbox rows a batch queued (its results, any statements before them included). */
export function queuedOutboxIds(results: readonly unknown[]): number[] {
  return results.flatMap((result) =>
    Array.isArray(result)
      ? result.flatMap((row: { id?: unknown; kind?: unknown; nextAttemptAt?: unknown }) =>
          typeof row.id === 'number' && typeof row.kind === 'string' && row.nextAttemptAt instanceof Date
            ? [row.id]
            : [],
        )
      : [],
  )
}
