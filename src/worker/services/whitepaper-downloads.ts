import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm'
import { DOWNLOAD_LINK_LIFETIME_MS } from '../../shared/constants'
import { DOCUMENT_KEY_PATTERN } from '../../shared/document-key'
import type { OutboxLead } from '../../shared/schemas/crm'
import type { WhitepaperDownloadPayload } from '../../shared/schemas/whitepaper-download'
import type { DownloadRequest } from '../../shared/types'
import type { Db } from '../db/client'
import { crmOutbox, whitepaperDownloads, whitepapers } from '../db/schema'
import type { AppConfig } from '../env'
import { anyContains } from '../lib/text-search'
import { publiclyVisible } from './content/content-reads'
import { outboxInsert, queuedOutboxIds } from './crm-outbox'
import { problemOf } from './delivery-problem'
import { salesNotice } from './sales-webhook'
import { LINK_TOKEN_SHAPE, linkToken, tokenDigest } from './sessions'

// Gated whitepaper downloads. A request is stored, queued to the CRM as a lead, and
// answered with a link whose token is 32 random bytes; only its SHA-256 is stored, as for
// sessions, so the table cannot be turned back into links and no signing secret exists to manage.
// A link works any number of times until it expires, and only while its whitepaper is published
// and has a document: unpublishing or deleting the whitepaper revokes every link to it.

/** The path of a download link. */
export const downloadPath = (token: string) => `/downloads/${token}`

export interface DownloadableWhitepaper {
  id: number
  title: string
  documentKey: string
}

/** Public now (scheduled publishing included), with a document stored under a key of ours: what a link may serve. */
const downloadable = (now = new Date()) =>
  and(publiclyVisible(whitepapers, now), isNotNull(whitepapers.documentKey))

const withKey = <T extends { documentKey: string | null }>(row: T | undefined) =>
  row?.documentKey && DOCUMENT_KEY_PATTERN.test(row.documentKey)
    ? { ...row, documentKey: row.documentKey }
    : null

/** The whitepaper a visitor may request, or null (draft, missing, or without a document). */
export async function whitepaperForDownload(db: Db, id: number): Promise<DownloadableWhitepaper | null> {
  const row = await db
    .select({ id: whitepapers.id, title: whitepapers.title, documentKey: whitepapers.documentKey })
    .from(whitepapers)
    .where(and(eq(whitepapers.id, id), downloadable()))
    .get()
  return withKey(row)
}

/**
 * Stores the request and queues its lead (and the sales team's message, when a webhook is
 * configured) in one batch (D1 runs it atomically), the request row first; returns the link's
 * token, which is never stored, and the outbox rows to send.
 */
export async function requestDownload(
  db: Db,
  config: AppConfig,
  whitepaper: DownloadableWhitepaper,
  request: Omit<WhitepaperDownloadPayload, 'website' | 'consent'>,
  now = Date.now(),
) {
  const token = linkToken()
  const tokenHash = tokenDigest(token)
  const expiresAt = new Date(now + DOWNLOAD_LINK_LIFETIME_MS)
  const lead: OutboxLead = {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    company: request.company,
    phone: '',
    message: '',
    sessionId: '',
    source: 'Website',
    leadSource: '',
    download: { whitepaperTitle: whitepaper.title, jobTitle: request.jobTitle },
    ...(request.attribution ? { attribution: request.attribution } : {}),
  }
  const notice = salesNotice(config, {
    kind: 'download',
    name: `${request.firstName} ${request.lastName}`,
    email: request.email,
    company: request.company,
    whitepaper: whitepaper.title,
  })
  const message = notice ? [outboxInsert(db, { kind: 'webhook', payload: notice }, {}, now)] : []
  const results = await db.batch([
    db.insert(whitepaperDownloads).values({
      whitepaperId: whitepaper.id,
      whitepaperTitle: whitepaper.title,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      company: request.company,
      jobTitle: request.jobTitle || null,
      attribution: request.attribution ?? null,
      tokenHash,
      expiresAt,
      createdAt: new Date(now),
    }),
    outboxInsert(
      db,
      { kind: 'lead', payload: lead },
      {
        whitepaperDownloadId: sql`(select ${whitepaperDownloads.id} from ${whitepaperDownloads} where ${whitepaperDownloads.tokenHash} = ${tokenHash})`,
      },
      now,
    ),
    ...message,
  ])
  const outboxIds = queuedOutboxIds(results)
  if (outboxIds.length === 0) throw new Error('The download request was stored without its outbox row')
  return { token, expiresAt, outboxIds }
}

/** What a live link serves, or null for a token that is malformed, unknown, expired or revoked. */
export async function documentForToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ title: string; documentKey: string } | null> {
  if (!LINK_TOKEN_SHAPE.test(token)) return null
  const row = await db
    .select({ title: whitepapers.title, documentKey: whitepapers.documentKey })
    .from(whitepaperDownloads)
    .innerJoin(whitepapers, eq(whitepapers.id, whitepaperDownloads.whitepaperId))
    .where(
      and(
        eq(whitepaperDownloads.tokenHash, tokenDigest(token)),
        gt(whitepaperDownloads.expiresAt, new Date(now)),
        downloadable(new Date(now)),
      ),
    )
    .get()
  return withKey(row)
}

const d = whitepaperDownloads
/** What the staff search looks in: the whole name, e-mail, company and the whitepaper's title. */
const SEARCHED = [sql`${d.firstName} || ' ' || ${d.lastName}`, d.email, d.company, d.whitepaperTitle]

/**
 * Download requests for the Enquiries tab, newest first, each with its lead's CRM status; with
 * `q`, those that contain it.
 */
export async function listDownloadRequests(db: Db, q?: string): Promise<DownloadRequest[]> {
  const rows = await db
    .select({
      id: whitepaperDownloads.id,
      whitepaperId: whitepaperDownloads.whitepaperId,
      whitepaperTitle: whitepaperDownloads.whitepaperTitle,
      firstName: whitepaperDownloads.firstName,
      lastName: whitepaperDownloads.lastName,
      email: whitepaperDownloads.email,
      company: whitepaperDownloads.company,
      jobTitle: whitepaperDownloads.jobTitle,
      attribution: whitepaperDownloads.attribution,
      createdAt: whitepaperDownloads.createdAt,
      leadStatus: crmOutbox.status,
      leadAttempts: crmOutbox.attempts,
      leadError: crmOutbox.lastError,
    })
    .from(whitepaperDownloads)
    .leftJoin(crmOutbox, eq(crmOutbox.whitepaperDownloadId, whitepaperDownloads.id))
    .where(q ? anyContains(SEARCHED, q) : undefined)
    .orderBy(desc(whitepaperDownloads.createdAt), desc(whitepaperDownloads.id))
  return rows.map(({ leadStatus, leadAttempts, leadError, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    lead:
      leadStatus === null || leadAttempts === null
        ? null
        : { status: leadStatus, attempts: leadAttempts, problem: problemOf(leadError) },
  }))
}
