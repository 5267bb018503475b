import { and, desc, eq, gte, or, sql } from 'drizzle-orm'
import { NEWSLETTER_RESEND_AFTER_MS } from '../../shared/constants'
import { NEWSLETTER_CONSENT } from '../../shared/newsletter-messages'
import type { NewsletterSource, NewsletterSubscription } from '../../shared/schemas/newsletter'
import type { Attribution } from '../../shared/visit-attribution'
import type { Db } from '../db/client'
import { crmOutbox, newsletterSubscriptions } from '../db/schema'
import { outboxInsert, queuedOutboxIds } from './crm-outbox'
import { problemOf } from './delivery-problem'

/** How many requests the staff list shows, newest first. */
const LIST_LIMIT = 200

/** The insert of a request, with the consent line it was made under: alone or in its origin's batch. */
const requestInsert = (
  db: Db,
  email: string,
  source: NewsletterSource,
  attribution: Attribution | undefined,
  now: number,
) =>
  db
    .insert(newsletterSubscriptions)
    .values({
      email,
      source,
      consentText: NEWSLETTER_CONSENT,
      attribution: attribution ?? null,
      createdAt: new Date(now),
    })
    .returning({ id: newsletterSubscriptions.id })

// Gmail delivers to one mailbox whatever dots the name holds, and under either domain.
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com']

/** The mailbox an address reaches, for the limit only: lower-case, no `+tag`; for Gmail no dots, one domain. */
function mailboxOf(email: string): { key: string; domains: string[] } {
  const at = email.lastIndexOf('@')
  const domain = email.slice(at + 1).toLowerCase()
  let local = email.slice(0, at).toLowerCase()
  const tag = local.indexOf('+')
  if (tag > 0) local = local.slice(0, tag)
  if (!GMAIL_DOMAINS.includes(domain)) return { key: `${local}@${domain}`, domains: [domain] }
  return { key: `${local.replaceAll('.', '')}@${GMAIL_DOMAINS[0]}`, domains: GMAIL_DOMAINS }
}

/**
 * Whether Zoho was asked to mail the mailbox of `email` a confirmation within NEWSLETTER_RESEND_AFTER_MS:
 * a request repeated that soon, in any spelling of the address, is stored but not sent again, so nobody
 * can fill a stranger's inbox with confirmation mails by asking for them. SQL narrows to the day's
 * requests for the same domains; the mailboxes are compared here.
 */
async function recentlyQueued(db: Db, email: string, now: number): Promise<boolean> {
  const mailbox = mailboxOf(email)
  const rows = await db
    .select({ email: crmOutbox.email })
    .from(crmOutbox)
    .where(
      and(
        eq(crmOutbox.kind, 'subscription'),
        or(...mailbox.domains.map((domain) => sql`lower(${crmOutbox.email}) like ${`%@${domain}`}`)),
        gte(crmOutbox.createdAt, new Date(now - NEWSLETTER_RESEND_AFTER_MS)),
      ),
    )
  return rows.some((row) => mailboxOf(row.email).key === mailbox.key)
}

/**
 * The writes of a newsletter request, to run in one batch (D1 runs it atomically) alone or after
 * the statement that stores its origin: the request, then its outbox row unless the address was
 * queued lately (`queuedOutboxIds` finds it in the batch's results).
 */
export async function subscriptionWrites(
  db: Db,
  email: string,
  source: NewsletterSource,
  attribution: Attribution | undefined,
  now = Date.now(),
) {
  const request = requestInsert(db, email, source, attribution, now)
  if (await recentlyQueued(db, email, now)) return [request] as const
  const outbox = outboxInsert(
    db,
    { kind: 'subscription', payload: { email, source } },
    // The request row this batch has just written.
    { newsletterSubscriptionId: sql`last_insert_rowid()` },
    now,
  )
  return [request, outbox] as const
}

/** Stores a request from the Stay Updated box; returns the outbox rows to send (none when not queued). */
export async function requestSubscription(
  db: Db,
  email: string,
  attribution: Attribution | undefined,
  now = Date.now(),
): Promise<number[]> {
  return queuedOutboxIds(
    await db.batch(await subscriptionWrites(db, email, 'subscribe-box', attribution, now)),
  )
}

/** Requests for the Enquiries tab, newest first, each with its delivery to Zoho Campaigns. */
export async function listNewsletterSubscriptions(db: Db): Promise<NewsletterSubscription[]> {
  const rows = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      source: newsletterSubscriptions.source,
      createdAt: newsletterSubscriptions.createdAt,
      status: crmOutbox.status,
      attempts: crmOutbox.attempts,
      lastError: crmOutbox.lastError,
    })
    .from(newsletterSubscriptions)
    .leftJoin(crmOutbox, eq(crmOutbox.newsletterSubscriptionId, newsletterSubscriptions.id))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(LIST_LIMIT)
  return rows.map(({ status, attempts, lastError, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    delivery:
      status === null || attempts === null ? null : { status, attempts, problem: problemOf(lastError) },
  }))
}
