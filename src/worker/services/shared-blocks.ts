import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { apiMessages } from '../../shared/messages'
import type { AuditAction } from '../../shared/schemas/audit'
import { type PageBlock, sharableBlock } from '../../shared/schemas/page-blocks'
import type {
  SharedBlockRecord,
  SharedBlockRevision,
  SharedBlockUse,
  sharedBlockInput,
} from '../../shared/schemas/shared-block'
import type { z } from '../../shared/schemas/zod'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { pages, type SharedBlockRow, sharedBlockRevisions, sharedBlocks } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { type AuditActor, auditStatementFor } from './audit-log'
import { authorName } from './site-documents'

// Blocks kept once and placed on pages by reference (routes/shared-blocks.ts). A page stores only
// `{ type: 'shared', sharedId }`; its public read swaps in the stored block (resolveSharedBlocks),
// so an edit here is on every page that shows it once the pages' cached copies are dropped.

type SharedBlockPayload = z.output<typeof sharedBlockInput>

/** A stored block as visitors may get it: null when it no longer passes its schema. */
function storedBlock(text: string): PageBlock | null {
  try {
    const parsed = sharableBlock.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Which pages place which shared blocks, read from the pages' documents in one statement
 * (SQLite's json_each over each page's blocks). `ids`: only these shared blocks.
 */
async function usesOf(db: Db, ids?: number[]): Promise<Map<number, SharedBlockUse[]>> {
  const rows = await db.all<{ sharedId: number; id: number; title: string; path: string }>(sql`
    select distinct json_extract(b.value, '$.sharedId') as sharedId, p.id as id, p.title as title, p.path as path
    from ${pages} p, json_each(p.content, '$.blocks') b
    where json_valid(p.content) and json_extract(b.value, '$.type') = 'shared'
    ${ids ? sql`and json_extract(b.value, '$.sharedId') in (${sql.join(ids, sql`, `)})` : sql``}
    order by p.title collate nocase, p.id`)
  const uses = new Map<number, SharedBlockUse[]>()
  for (const { sharedId, id, title, path } of rows)
    uses.set(Number(sharedId), [...(uses.get(Number(sharedId)) ?? []), { id, title, path }])
  return uses
}

function recordOf(row: SharedBlockRow, usedOn: SharedBlockUse[]): SharedBlockRecord | null {
  const block = storedBlock(row.block)
  if (!block) return null
  return {
    id: row.id,
    name: row.name,
    block,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    usedOn,
  }
}

/** Every shared block, last edited first, with the pages that show it. */
export async function listSharedBlocks(db: Db): Promise<SharedBlockRecord[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(sharedBlocks).orderBy(desc(sharedBlocks.updatedAt), desc(sharedBlocks.id)),
    usesOf(db),
  ])
  return rows.flatMap((row) => recordOf(row, uses.get(row.id) ?? []) ?? [])
}

export async function getSharedBlock(db: Db, id: number): Promise<SharedBlockRecord | null> {
  const [[row], uses] = await Promise.all([
    db.select().from(sharedBlocks).where(eq(sharedBlocks.id, id)),
    usesOf(db, [id]),
  ])
  return row ? recordOf(row, uses.get(id) ?? []) : null
}

const event = (db: Db, actor: AuditActor, action: AuditAction, where: SQL) =>
  auditStatementFor(
    db,
    actor,
    { action, type: 'shared-block' },
    { table: sharedBlocks, where, id: sharedBlocks.id, title: sharedBlocks.name },
  )

/**
 * The revision of the row `where` names, as it stands after the statement before it in the batch:
 * a version is kept once, so when a save was refused (the row kept its version) nothing is added.
 */
const revisionStatement = (db: Db, user: CurrentUser, where: SQL) =>
  db
    .insert(sharedBlockRevisions)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          sharedBlockId: sharedBlocks.id,
          version: sharedBlocks.version,
          name: sharedBlocks.name,
          block: sharedBlocks.block,
          userId: sql<number>`${user.id}`.as('user_id'),
          authorName: sql<string>`${authorName(user)}`.as('author_name'),
          createdAt: sql<Date>`${Date.now()}`.as('created_at'),
        })
        .from(sharedBlocks)
        .where(where),
    )
    .onConflictDoNothing()

// Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
const newest = eq(sharedBlocks.id, sql`(select max(${sharedBlocks.id}) from ${sharedBlocks})`)

export async function createSharedBlock(
  db: Db,
  user: CurrentUser,
  actor: AuditActor,
  input: SharedBlockPayload,
) {
  const [[row]] = await db.batch([
    db
      .insert(sharedBlocks)
      .values({ name: input.name, block: JSON.stringify(input.block) })
      .returning(),
    event(db, actor, 'shared_block_created', newest),
    revisionStatement(db, user, newest),
  ])
  if (!row) throw new Error('The shared block just created could not be read back')
  return recordOf(row, [])
}

/**
 * Null when there is no shared block `id`; 409 when `input.version` is not the stored one (another
 * save came between): the edit would undo it on every page.
 */
export async function updateSharedBlock(
  db: Db,
  user: CurrentUser,
  actor: AuditActor,
  id: number,
  input: SharedBlockPayload,
) {
  const at = eq(sharedBlocks.id, id)
  const where = input.version === undefined ? at : sql`${at} and ${sharedBlocks.version} = ${input.version}`
  const [, [row]] = await db.batch([
    // Before the change, with its condition: recorded only when the save is made.
    event(db, actor, 'shared_block_updated', where),
    db
      .update(sharedBlocks)
      .set({
        name: input.name,
        block: JSON.stringify(input.block),
        version: sql`${sharedBlocks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(where)
      .returning(),
    revisionStatement(db, user, at),
  ])
  if (row) return getSharedBlock(db, id)
  const current = await getSharedBlock(db, id)
  if (!current) return null
  throw new HttpError(409, apiMessages.editConflict)
}

/** A shared block's saved versions, newest first (at most `limit`); null when there is no such block. */
export async function sharedBlockHistory(
  db: Db,
  id: number,
  limit = 50,
): Promise<SharedBlockRevision[] | null> {
  const [[found], rows] = await Promise.all([
    db.select({ id: sharedBlocks.id }).from(sharedBlocks).where(eq(sharedBlocks.id, id)),
    db
      .select()
      .from(sharedBlockRevisions)
      .where(eq(sharedBlockRevisions.sharedBlockId, id))
      .orderBy(desc(sharedBlockRevisions.version))
      .limit(limit),
  ])
  if (!found) return null
  return rows.map((row) => ({
    version: row.version,
    name: row.name,
    // A version that no longer passes the block's schema is listed, but cannot be restored.
    block: storedBlock(row.block),
    author: row.authorName,
    savedAt: row.createdAt.toISOString(),
  }))
}

/** False when there is no shared block `id`. The pages that placed it show nothing in its place. */
export async function deleteSharedBlock(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  const [, deleted] = await db.batch([
    event(db, actor, 'shared_block_deleted', eq(sharedBlocks.id, id)),
    db.delete(sharedBlocks).where(eq(sharedBlocks.id, id)).returning({ id: sharedBlocks.id }),
  ])
  return deleted.length > 0
}

/**
 * A page's document (JSON text) as visitors get it: each `shared` block replaced by the block it
 * names, under the page's own id for it (its anchor, unique in the page), and left out when that
 * block is gone. All of a page's shared blocks are read in one statement, none when it has none.
 */
export async function resolveSharedBlocks(db: Db, document: string): Promise<string> {
  const { blocks } = JSON.parse(document) as { blocks: PageBlock[] }
  const ids = [...new Set(blocks.flatMap((block) => (block.type === 'shared' ? [block.sharedId] : [])))]
  if (ids.length === 0) return document
  const rows = await db
    .select({ id: sharedBlocks.id, block: sharedBlocks.block })
    .from(sharedBlocks)
    .where(inArray(sharedBlocks.id, ids))
  const stored = new Map(rows.map((row) => [row.id, storedBlock(row.block)]))
  const shown = blocks.flatMap((block) => {
    if (block.type !== 'shared') return [block]
    const found = stored.get(block.sharedId)
    return found ? [{ ...found, id: block.id }] : []
  })
  return JSON.stringify({ blocks: shown })
}
