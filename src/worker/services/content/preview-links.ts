import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { ADMIN_ROLE, PREVIEW_PARAM } from '../../../shared/constants'
import { apiMessages, authMessages } from '../../../shared/messages'
import { sharePreviewPanelText } from '../../../shared/share-preview-panel-text'
import type { CreatedPreviewLink, CurrentUser, PreviewLink } from '../../../shared/types'
import type { Db } from '../../db/client'
import { previewLinks, users } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { type AuditActor, auditStatementFor } from '../audit-log'
import { LINK_TOKEN_SHAPE, linkToken, tokenDigest } from '../sessions'
import type { ContentTable, StoredItem } from './content-types'

// Share-preview links. The link is the item's public address with `?preview=<token>`;
// the token is 256 random bits and only its SHA-256 is stored, as for sessions and download
// links, so the table cannot be turned back into links and no signing secret exists to manage.
// A link shows its one item, published or not, until it expires or is revoked.

const DAY_MS = 24 * 60 * 60 * 1000

/** The links of one item: `auditType` is the name the table stores. */
const ofItem = (type: ContentTable<StoredItem>, itemId: number) =>
  and(eq(previewLinks.contentType, type.auditType), eq(previewLinks.itemId, itemId))

/** Neither revoked nor expired at `now`. */
const live = (now: number) => and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, new Date(now)))

/** The item's public address (`/povs/12`, or a page's own path), or null when there is no such item. */
async function itemAddress(db: Db, type: ContentTable<StoredItem>, itemId: number): Promise<string | null> {
  const row = (await db
    .select({ id: type.columns.id, ...(type.columns.path ? { path: type.columns.path } : {}) })
    .from(type.table)
    .where(eq(type.columns.id, itemId))
    .get()) as { id: number; path?: string } | undefined
  if (!row) return null
  return type.detailPath === null ? (row.path ?? null) : `${type.detailPath}/${row.id}`
}

/** The event of a link's creation or revocation, titled by the item (written only if it exists). */
const linkAudit = (
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
  action: 'preview_link_created' | 'preview_link_revoked',
  actor: AuditActor,
  at: Date,
) =>
  auditStatementFor(
    db,
    actor,
    { action, type: type.auditType },
    { table: type.table, where: eq(type.columns.id, itemId), id: type.columns.id, title: type.columns.title },
    at,
  )

/** A new link to the item (404 when there is none); its address is returned once. */
export async function createPreviewLink(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
  days: number,
  user: CurrentUser,
  actor: AuditActor,
  origin: string,
  now = Date.now(),
): Promise<CreatedPreviewLink> {
  const address = await itemAddress(db, type, itemId)
  if (address === null) throw new HttpError(404, apiMessages.notFound)
  const token = linkToken()
  const expiresAt = new Date(now + days * DAY_MS)
  const [[link]] = await db.batch([
    db
      .insert(previewLinks)
      .values({
        tokenHash: tokenDigest(token),
        contentType: type.auditType,
        itemId,
        createdBy: user.id,
        createdAt: new Date(now),
        expiresAt,
      })
      .returning({ id: previewLinks.id }),
    linkAudit(db, type, itemId, 'preview_link_created', actor, new Date(now)),
  ])
  if (!link) throw new Error('The preview link just created could not be read back')
  const url = new URL(address, origin)
  url.searchParams.set(PREVIEW_PARAM, token)
  return { id: link.id, url: url.href, expiresAt: expiresAt.toISOString() }
}

/** The item's live links, newest first, for the staff member `viewer`. */
export async function listPreviewLinks(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
  viewer: CurrentUser,
  now = Date.now(),
): Promise<PreviewLink[]> {
  const rows = await db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      createdById: previewLinks.createdBy,
      createdBy: users.email,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(ofItem(type, itemId), live(now)))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id))
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: row.createdBy,
    canRevoke: mayRevoke(viewer, row.createdById),
  }))
}

/** The link's creator or an admin: an editor cannot cut off a preview another staff member sent. */
const mayRevoke = (user: CurrentUser, createdBy: number | null) =>
  user.role === ADMIN_ROLE || createdBy === user.id

/** Revokes a live link of the item: 404 when there is none, 403 for someone else's link. */
export async function revokePreviewLink(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
  linkId: number,
  user: CurrentUser,
  actor: AuditActor,
  now = Date.now(),
): Promise<void> {
  const link = await db
    .select({ createdBy: previewLinks.createdBy })
    .from(previewLinks)
    .where(and(eq(previewLinks.id, linkId), ofItem(type, itemId), live(now)))
    .get()
  if (!link) throw new HttpError(404, sharePreviewPanelText.unknownLink)
  if (!mayRevoke(user, link.createdBy)) throw new HttpError(403, authMessages.forbidden)
  await db.batch([
    db
      .update(previewLinks)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(previewLinks.id, linkId), isNull(previewLinks.revokedAt))),
    linkAudit(db, type, itemId, 'preview_link_revoked', actor, new Date(now)),
  ])
}

/** Whether `token` is a live link to this very item. A token of the wrong shape costs no query. */
export async function previewAllowed(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  if (!LINK_TOKEN_SHAPE.test(token)) return false
  const link = await db
    .select({ id: previewLinks.id })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, tokenDigest(token)), ofItem(type, itemId), live(now)))
    .get()
  return link !== undefined
}
