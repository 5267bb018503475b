import { and, eq, getTableColumns, isNotNull, like, lt, or, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { contentTypes } from '../../../shared/content/registry'
import { needsAltText } from '../../../shared/image-alt'
import { placeholderCopyIn } from '../../../shared/page-placeholders'
import { applicationsOpen } from '../../../shared/schemas/job-application'
import type { ContentProblem } from '../../../shared/schemas/today'
import type { CurrentUser } from '../../../shared/types'
import type { Db } from '../../db/client'
import { publiclyVisible } from '../content/content-reads'
import { CONTENT_TYPES, type ContentType, type StoredItem } from '../content/content-types'
import { isAdmin, workflowColumns } from '../content/review-rules'
import { checkedPathsIn, unansweredPaths } from './linked-paths'

interface ScannedRow {
  id: number
  title: string
  featuredImage: string | null
  featuredImageAlt: string | null
  featuredImageDecorative: boolean
  visible: number
  applyBy?: string
  texts: Record<string, string | null>
}

type AnyType = ContentType<StoredItem, { hashtags: number[] }>

const columnOf = (type: AnyType, name: string) =>
  (getTableColumns(type.table) as Record<string, SQLiteColumn | undefined>)[name]

/**
 * One type's items that may have a problem, `user`'s own for an editor: an image without alt text
 * or the decorative mark, a text with a site link in it, a page (placeholder copy), a published
 * job opening whose apply-by date is past. The exact checks are made on what this returns.
 */
async function candidatesOf(db: Db, type: AnyType, user: CurrentUser, now: Date): Promise<ScannedRow[]> {
  const alt = columnOf(type, 'featuredImageAlt')!
  const decorative = columnOf(type, 'featuredImageDecorative')!
  const applyBy = columnOf(type, 'applyBy')
  const isPage = type.auditType === contentTypes.page.key
  const visible = publiclyVisible(type.columns, now)
  const maybe: (SQL | undefined)[] = [
    and(isNotNull(type.columns.featuredImage), eq(decorative, false), sql`trim(coalesce(${alt}, '')) = ''`),
    ...type.markdownColumns.flatMap((column) => [like(column, '%](/%'), like(column, '%"href"%')]),
    applyBy && and(visible, lt(applyBy, now.toISOString().slice(0, 10))),
  ]
  const rows = await db
    .select({
      id: type.columns.id,
      title: type.columns.title,
      featuredImage: type.columns.featuredImage,
      featuredImageAlt: alt,
      featuredImageDecorative: decorative,
      visible: sql<number>`(${visible})`,
      ...(applyBy && { applyBy }),
      ...Object.fromEntries(type.markdownColumns.map((column, index) => [`text${index}`, column])),
    })
    .from(type.table)
    .where(
      and(
        isAdmin(user) ? undefined : eq(workflowColumns(type).createdBy, user.id),
        isPage ? undefined : or(...maybe),
      ),
    )
  return (rows as Record<string, unknown>[]).map((row) => ({
    ...(row as unknown as ScannedRow),
    texts: Object.fromEntries(
      type.markdownColumns.map((_, index) => [`text${index}`, row[`text${index}`] as string | null]),
    ),
  }))
}

/** A page's placeholder copy still in its blocks (stored as JSON text). */
function placeholdersOf(texts: ScannedRow['texts']): string[] {
  return Object.values(texts).flatMap((text) => {
    if (!text) return []
    try {
      return placeholderCopyIn(JSON.parse(text))
    } catch {
      return []
    }
  })
}

/**
 * What is wrong with content, `user`'s own for an editor (an admin sees every item), in the
 * registry's order of types: images without alt text, links to item pages or stored pages that
 * answer nothing, placeholder copy left on a page, published job openings past their apply-by date.
 */
export async function contentProblems(db: Db, user: CurrentUser, now: Date): Promise<ContentProblem[]> {
  const scanned = await Promise.all(
    CONTENT_TYPES.map(async (type) => ({ type, rows: await candidatesOf(db, type, user, now) })),
  )
  const linked = scanned.flatMap(({ rows }) =>
    rows.map((row) => checkedPathsIn(Object.values(row.texts).join('\n'))),
  )
  const unanswered = await unansweredPaths(db, [...new Set(linked.flat())], now)
  let next = 0
  return scanned.flatMap(({ type, rows }) =>
    rows.flatMap((row) => {
      const paths = linked[next++] ?? []
      const item = { type: type.auditType, id: row.id, title: row.title }
      const problems: ContentProblem[] = []
      if (needsAltText(row)) problems.push({ ...item, problem: 'missingAlt', detail: null })
      for (const path of paths) {
        if (unanswered.has(path)) problems.push({ ...item, problem: 'brokenLink', detail: path })
      }
      if (type.auditType === contentTypes.page.key) {
        const [first] = placeholdersOf(row.texts)
        if (first) problems.push({ ...item, problem: 'placeholderCopy', detail: first })
      }
      if (row.applyBy && row.visible && !applicationsOpen(row.applyBy, now)) {
        problems.push({ ...item, problem: 'applyByPast', detail: row.applyBy })
      }
      return problems
    }),
  )
}
