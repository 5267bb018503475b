import { and, eq, inArray, ne } from 'drizzle-orm'
import { isSitePagePath, type PagePayload } from '../../../shared/content/types/page'
import { apiMessages } from '../../../shared/messages'
import { pageText } from '../../../shared/page-messages'
import type { Db } from '../../db/client'
import { pages } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

// What a page's writes keep besides its schema: every address belongs to one page, staff
// create landing pages only, and the site's own pages stay at their addresses, published, for good.

const fieldError = (field: string, message: string) =>
  new HttpError(400, apiMessages.invalidRequest, { [field]: message })

/** The stored address of page `id`, or null when there is no such page. */
async function pagePathOf(db: Db, id: number): Promise<string | null> {
  const row = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, id)).get()
  return row?.path ?? null
}

/** The page at `path`'s id, published or not, or null. */
export async function pageIdAt(db: Db, path: string): Promise<number | null> {
  const row = await db.select({ id: pages.id }).from(pages).where(eq(pages.path, path)).get()
  return row?.id ?? null
}

async function refuseTakenPath(db: Db, path: string, id: number | null) {
  const other = await db
    .select({ id: pages.id })
    .from(pages)
    .where(id === null ? eq(pages.path, path) : and(eq(pages.path, path), ne(pages.id, id)))
    .get()
  if (other) throw fieldError('path', pageText.pathTaken)
}

/** A new page is a landing page at an address no page has (400 on the path field otherwise). */
export async function checkNewPage(db: Db, payload: PagePayload) {
  if (isSitePagePath(payload.path)) throw fieldError('path', pageText.path)
  await refuseTakenPath(db, payload.path, null)
}

/**
 * An update keeps a site page at its address and published, with no schedule; a landing page may move to
 * an address no other page has. Returns the page's stored address, or null when there is no page `id`.
 */
export async function checkPageUpdate(db: Db, id: number, payload: PagePayload): Promise<string | null> {
  const stored = await pagePathOf(db, id)
  if (stored === null) return null
  if (isSitePagePath(stored)) {
    if (payload.path !== stored) throw fieldError('path', pageText.sitePagePath)
    if (!payload.isPublished || payload.publishAt || payload.unpublishAt)
      throw fieldError('isPublished', pageText.sitePageKept)
    return stored
  }
  if (isSitePagePath(payload.path)) throw fieldError('path', pageText.path)
  await refuseTakenPath(db, payload.path, id)
  return stored
}

/** 409 when any of `ids` is a site page: those are never deleted or unpublished. */
export async function refuseSitePages(db: Db, ids: number[]) {
  if (ids.length === 0) return
  const rows = await db.select({ path: pages.path }).from(pages).where(inArray(pages.id, ids))
  if (rows.some((row) => isSitePagePath(row.path))) throw new HttpError(409, pageText.sitePageKept)
}

/** A second save that wrote the same new address first: the unique index refused this one. */
export const isTakenPathError = (error: unknown) =>
  String(error).includes('UNIQUE') && String(error).includes('pages.path')

export const takenPath = () => fieldError('path', pageText.pathTaken)
