import { and, asc, gt, type SQL, sql } from 'drizzle-orm'
import { CONTENT_TYPE_LIST, type ContentTypeName } from '../../shared/content/registry'
import type { LinkTarget } from '../../shared/schemas/link-target'
import type { Db } from '../db/client'
import { publiclyVisible } from './content/content-reads'
import { CONTENT_TYPES } from './content/content-types'
import { checkedPathOf, unansweredPaths } from './today/linked-paths'

// The visual editor's link dialog: content and pages found by title, and whether a site path a
// link names shows visitors a page (the check Today's "broken link" problem makes).

/** A search matches from this many characters; each type gives at most PER_TYPE of its matches. */
const SHORTEST_SEARCH = 2
const PER_TYPE = 8
const MOST = 20

const typeLabel = (name: ContentTypeName) => {
  const one = CONTENT_TYPE_LIST.find((entry) => entry.key === name)?.labels.one ?? name
  return one.charAt(0).toUpperCase() + one.slice(1)
}

/** Items and pages whose title holds `q` (any case), pages first, each type's by title. */
export async function findLinkTargets(db: Db, q: string, now: Date): Promise<LinkTarget[]> {
  const words = q.trim().toLowerCase()
  if (words.length < SHORTEST_SEARCH) return []
  // Pages first: a link in a page's text most often leads to another page.
  const types = [...CONTENT_TYPES].sort(
    (a, b) => Number(b.columns.path !== undefined) - Number(a.columns.path !== undefined),
  )
  const found: LinkTarget[] = []
  for (const type of types) {
    const address = type.columns.path
    if (!address && !type.detailPath) continue
    const { columns } = type
    const rows = (await db
      .select({
        id: columns.id,
        title: columns.title,
        visible: sql<number>`(${publiclyVisible(columns, now)})`,
        later: sql<number>`(${and(sql`${columns.isPublished} = 1`, gt(columns.publishAt, now)) as SQL})`,
        ...(address ? { path: address } : {}),
      })
      .from(type.table)
      .where(sql`instr(lower(${columns.title}), ${words}) > 0`)
      .orderBy(asc(columns.title))
      .limit(PER_TYPE)) as { id: number; title: string; visible: number; later: number; path?: string }[]
    for (const row of rows)
      found.push({
        title: row.title,
        type: typeLabel(type.auditType),
        path: row.path ?? `${type.detailPath}/${row.id}`,
        status: row.visible ? 'published' : row.later ? 'scheduled' : 'draft',
      })
  }
  return found.slice(0, MOST)
}

/** Whether `href` is an item's or a stored page's address that shows visitors nothing at `now`. */
export async function isUnanswered(db: Db, href: string, now: Date): Promise<boolean> {
  const path = checkedPathOf(href)
  if (!path) return false
  return (await unansweredPaths(db, [path], now)).has(path)
}
