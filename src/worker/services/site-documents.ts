import { desc, eq } from 'drizzle-orm'
import { apiMessages } from '../../shared/messages'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { siteDocumentRevisions, siteDocuments } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { type AuditActor, auditStatement } from './audit-log'

// The documents staff edit once for the whole site (db/schema.ts `siteDocuments`): read together
// by every page render in one query, saved with a revision and an audit event in one batch.

export type SiteDocumentName = 'settings' | 'menus'

export interface StoredSiteDocument {
  /** JSON as stored: the reader checks it against the document's schema, falling back to its defaults. */
  body: unknown
  version: number
  updatedAt: string
}

export type SiteDocuments = Partial<Record<SiteDocumentName, StoredSiteDocument>>

const parseBody = (body: string): unknown => {
  try {
    return JSON.parse(body)
  } catch (error) {
    // Stored data never makes a page fail: the document's defaults stand in.
    console.error('site document is not JSON', error)
    return undefined
  }
}

/** Every site document, in one query: what a page render reads (at most one D1 round trip). */
export async function readSiteDocuments(db: Db): Promise<SiteDocuments> {
  const rows = await db.select().from(siteDocuments)
  const documents: SiteDocuments = {}
  for (const row of rows) {
    if (row.name !== 'settings' && row.name !== 'menus') continue
    documents[row.name] = {
      body: parseBody(row.body),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }
  }
  return documents
}

/** How a revision names who saved it: their name, or their e-mail when they gave none. */
export const authorName = (user: CurrentUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

/**
 * Saves `body` as the document's next version, with its revision and audit event, when
 * `baseVersion` is the stored one (0: none stored yet; the seed stores version 1 with its
 * revision). Else 409 (apiMessages.editConflict): someone saved it since the editor opened it.
 * Returns the new version.
 */
export async function saveSiteDocument(
  db: Db,
  name: SiteDocumentName,
  body: unknown,
  baseVersion: number,
  user: CurrentUser,
  actor: AuditActor,
  now = new Date(),
): Promise<number> {
  const json = JSON.stringify(body)
  const version = baseVersion + 1
  try {
    // The revision goes first: its (name, version) is unique, so of two saves that start from one
    // version only the first commits, and the batch of the other is undone whole.
    await db.batch([
      db.insert(siteDocumentRevisions).values({
        name,
        version,
        body: json,
        userId: user.id,
        authorName: authorName(user),
        createdAt: now,
      }),
      db
        .insert(siteDocuments)
        .values({ name, body: json, version, updatedAt: now, updatedBy: user.id })
        .onConflictDoUpdate({
          target: siteDocuments.name,
          set: { body: json, version, updatedAt: now, updatedBy: user.id },
        }),
      auditStatement(
        db,
        actor,
        { action: 'settings_changed', detail: { setting: name, value: version } },
        now,
      ),
    ])
  } catch (error) {
    if (!String(error).includes('site_document_revisions.')) throw error
    throw new HttpError(409, apiMessages.editConflict)
  }
  return version
}

export interface SiteDocumentRevision {
  version: number
  body: unknown
  author: string
  savedAt: string
}

/** A document's saved versions, newest first (at most `limit`). */
export async function siteDocumentHistory(
  db: Db,
  name: SiteDocumentName,
  limit = 50,
): Promise<SiteDocumentRevision[]> {
  const rows = await db
    .select()
    .from(siteDocumentRevisions)
    .where(eq(siteDocumentRevisions.name, name))
    .orderBy(desc(siteDocumentRevisions.version))
    .limit(limit)
  return rows.map((row) => ({
    version: row.version,
    body: parseBody(row.body),
    author: row.authorName,
    savedAt: row.createdAt.toISOString(),
  }))
}
