import { getTableColumns } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { ADMIN_ROLE } from '../../../shared/constants'
import { apiMessages } from '../../../shared/messages'
import { reviewMessages } from '../../../shared/review-messages'
import type { ReviewState } from '../../../shared/schemas/review'
import type { CurrentUser } from '../../../shared/types'
import type { Db } from '../../db/client'
import { HttpError } from '../../lib/http-error'
import { type ContentItem, getContent } from './content-reads'
import type { ContentTable, StoredItem } from './content-types'

// Who may write what in the editorial workflow (docs/content.md, "Review and publishing"): an
// admin anything, as before it; an editor their own drafts, never publishing or scheduling. The
// routes check these before the write; the screens only follow them.

/** An item as the workflow judges it: whether it is published, where it stands in review and who wrote it. */
export interface Standing {
  id: number
  title: string
  isPublished: boolean
  publishAt: string | null
  unpublishAt: string | null
  reviewState: ReviewState | null
  createdBy: number | null
  version: number
}

/** A payload's publishing fields: a schedule's instants as the form sends them, blank or null for none. */
export interface Publishing {
  isPublished: boolean
  publishAt?: string | null
  unpublishAt?: string | null
}

export const isAdmin = (user: CurrentUser) => user.role === ADMIN_ROLE

/** The item as staff read it, with its workflow columns; null when there is none. */
export async function standingOf<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  id: number,
): Promise<Standing | null> {
  // Every content table has the workflow's columns (db/schema.ts `reviewColumns`), so the read has them.
  const item: ContentItem<StoredItem> | null = await getContent(db, type, id, { includeUnpublished: true })
  return item as unknown as Standing | null
}

/** The table's workflow columns, which every content table has. */
export function workflowColumns(type: ContentTable<StoredItem>) {
  const { reviewState, createdBy } = getTableColumns(type.table) as Record<string, SQLiteColumn>
  if (!reviewState || !createdBy) throw new Error(`The ${type.auditType} table has no workflow columns`)
  return { reviewState, createdBy }
}

const refuse = (message: string) => new HttpError(403, message)

/** An editor creates drafts: published, or with a schedule, is for admins (or an approval). */
function checkCreate(user: CurrentUser, payload: Publishing) {
  if (isAdmin(user)) return
  if (payload.isPublished || payload.publishAt || payload.unpublishAt)
    throw refuse(reviewMessages.editorsCannotPublish)
}

/** An instant as sent (undefined keeps the stored one) or stored, in ms; null for none. */
const instantOf = (value: string | null | undefined) => (value ? Date.parse(value) : null)
const keeps = (sent: string | null | undefined, stored: string | null) =>
  sent === undefined || instantOf(sent) === instantOf(stored)

/**
 * An editor edits their own item while it is a draft or sent back to them, and the edit may not
 * publish, schedule or unschedule it. (Admins edit anything: the caller asks only for editors,
 * which spares admins' saves the read.)
 */
function checkEditorUpdate(user: CurrentUser, stored: Standing, payload: Publishing) {
  if (stored.createdBy !== user.id || stored.isPublished) throw refuse(reviewMessages.editorsEditOwnDrafts)
  if (stored.reviewState === 'in_review') throw refuse(reviewMessages.editorsCannotEditInReview)
  if (
    payload.isPublished !== stored.isPublished ||
    !keeps(payload.publishAt, stored.publishAt) ||
    !keeps(payload.unpublishAt, stored.unpublishAt)
  )
    throw refuse(reviewMessages.editorsCannotPublish)
}

/** An editor deletes only their own unpublished items that nobody is reviewing. */
function checkEditorDelete(user: CurrentUser, stored: Standing) {
  if (stored.createdBy !== user.id || stored.isPublished || stored.reviewState === 'in_review')
    throw refuse(reviewMessages.editorsCannotDelete)
}

/** What a write route checks before the write, beyond who is signed in: each throws its refusal. */
export interface WriteRules<Payload> {
  create(user: CurrentUser, payload: Payload): void
  /**
   * The payload to write. An editor's is held to the version the rules judged when it names none, so
   * that a step landing in between (an approval publishes) makes it a conflict, not undone by the save.
   */
  update(db: Db, user: CurrentUser, id: number, payload: Payload): Promise<Payload>
  remove(db: Db, user: CurrentUser, id: number): Promise<void>
}

/** The workflow's rules for a content type's writes: editors' items are read only for editors' writes. */
export function editorialRules<Payload extends Publishing & { version?: number }>(
  type: ContentTable<StoredItem>,
): WriteRules<Payload> {
  const stored = async (db: Db, id: number) => {
    const item = await standingOf(db, type, id)
    if (!item) throw new HttpError(404, apiMessages.notFound)
    return item
  }
  return {
    create: checkCreate,
    update: async (db, user, id, payload) => {
      if (isAdmin(user)) return payload
      const item = await stored(db, id)
      checkEditorUpdate(user, item, payload)
      return { ...payload, version: payload.version ?? item.version }
    },
    remove: async (db, user, id) => {
      if (!isAdmin(user)) checkEditorDelete(user, await stored(db, id))
    },
  }
}
