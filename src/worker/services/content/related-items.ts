import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { RelatedSegment } from '../../../shared/content/registry'
import type { RelatedItem } from '../../../shared/types'
import type { Db } from '../../db/client'
import { contentHashtags } from '../../db/schema'
import { publiclyVisible } from './content-reads'
import { type ContentTable, READING_TYPES, type StoredItem } from './content-types'

/** How many an article's page shows. */
const RELATED_ITEMS = 3

/**
 * Up to three published items of any reading type that share hashtags with the item `id` of
 * `of`: most hashtags in common first, then the most recently updated. One D1 batch, one
 * statement per type, each reading only the items linked to the article's hashtags.
 */
export async function relatedItems(db: Db, of: ContentTable<StoredItem>, id: number): Promise<RelatedItem[]> {
  const itsHashtags = db
    .select({ hashtagId: contentHashtags.hashtagId })
    .from(contentHashtags)
    .where(and(eq(contentHashtags.contentType, of.auditType), eq(contentHashtags.itemId, id)))
  const shared = sql<number>`count(*)`.as('shared')
  const queries = READING_TYPES.map((type) =>
    db
      .select({
        id: sql<number>`${type.columns.id}`,
        title: sql<string>`${type.columns.title}`,
        description: sql<string>`${type.columns.description}`,
        updatedAt: sql<number>`${type.columns.updatedAt}`,
        shared,
      })
      .from(contentHashtags)
      .innerJoin(
        type.table,
        and(eq(contentHashtags.contentType, type.auditType), eq(contentHashtags.itemId, type.columns.id)),
      )
      .where(
        and(
          inArray(contentHashtags.hashtagId, itsHashtags),
          publiclyVisible(type.columns),
          type === of ? ne(type.columns.id, id) : undefined,
        ),
      )
      .groupBy(type.columns.id)
      .orderBy(desc(shared), desc(type.columns.updatedAt), desc(type.columns.id))
      .limit(RELATED_ITEMS),
  )
  const [first, ...rest] = queries
  if (!first) return []
  const found = await db.batch([first, ...rest])
  // The batch answers each statement in order, so its n-th result holds the n-th type's rows.
  return READING_TYPES.flatMap((type, index) =>
    (found[index] ?? []).map((row) => ({ ...row, type: type.segment as RelatedSegment })),
  )
    .sort((a, b) => b.shared - a.shared || b.updatedAt - a.updatedAt)
    .slice(0, RELATED_ITEMS)
    .map(({ type, id: itemId, title, description }) => ({ type, id: itemId, title, description }))
}
