import { and, sql } from 'drizzle-orm'
import { normalizePath } from '../../../shared/routes'
import type { Db } from '../../db/client'
import { pages } from '../../db/schema'
import { publiclyVisible } from '../content/content-reads'
import { CONTENT_TYPES } from '../content/content-types'

// Which links in content lead to a page of the site that answers nothing. Checked are the paths
// whose page is an item's: `/<segment>/<id>` of a type with detail pages, and a stored page's own
// address under /lp/ and /services/. Every other path (the fixed pages, uploads, downloads) is
// left alone: what answers there is not content that can go missing.

/** A Markdown link's or inline image's target, and a page block's button address, in JSON. */
const LINKED = /\]\(\s*<?([^\s)>]+)|"href"\s*:\s*"([^"]+)"/g
const ID_SHAPE = /^[1-9]\d{0,15}$/
const PAGE_ROOTS = ['/lp/', '/services/']
const DETAIL_TYPES = CONTENT_TYPES.filter((type) => type.detailPath !== null)

/** The site paths `text` links to that name an item's or a stored page's address, each once. */
export function checkedPathsIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(LINKED)) {
    const path = checkedPathOf(match[1] ?? match[2] ?? '')
    if (path) found.add(path)
  }
  return [...found]
}

/** A link's target as the path checked for it (without query or fragment), or null when it is not checked. */
export function checkedPathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const path = normalizePath(href.split(/[?#]/)[0] ?? '')
  const isChecked =
    PAGE_ROOTS.some((root) => path.startsWith(root)) ||
    DETAIL_TYPES.some((type) => path.startsWith(`${type.detailPath}/`))
  return isChecked ? path : null
}

/** Of `paths` (from checkedPathsIn), those that answer nothing to a visitor at `now`. */
export async function unansweredPaths(db: Db, paths: string[], now: Date): Promise<Set<string>> {
  const answering = new Set<string>()
  for (const type of DETAIL_TYPES) {
    const ids = paths.flatMap((path) => {
      const [, segment, id, ...rest] = path.split('/')
      return `/${segment}` === type.detailPath && rest.length === 0 && id && ID_SHAPE.test(id)
        ? [Number(id)]
        : []
    })
    if (ids.length === 0) continue
    const rows = (await db
      .select({ id: type.columns.id })
      .from(type.table)
      .where(
        and(
          sql`${type.columns.id} in (select value from json_each(${JSON.stringify(ids)}))`,
          publiclyVisible(type.columns, now),
        ),
      )) as { id: number }[]
    for (const row of rows) answering.add(`${type.detailPath}/${row.id}`)
  }
  const pagePaths = paths.filter((path) => PAGE_ROOTS.some((root) => path.startsWith(root)))
  if (pagePaths.length > 0) {
    const rows = await db
      .select({ path: pages.path })
      .from(pages)
      .where(
        and(
          sql`${pages.path} in (select value from json_each(${JSON.stringify(pagePaths)}))`,
          publiclyVisible(pages, now),
        ),
      )
    for (const row of rows) answering.add(row.path)
  }
  return new Set(paths.filter((path) => !answering.has(path)))
}
