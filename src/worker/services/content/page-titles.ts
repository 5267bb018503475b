import { inArray, sql } from 'drizzle-orm'
import { isLandingPagePath } from '../../../shared/landing-page'
import type { Db } from '../../db/client'
import { pages } from '../../db/schema'
import { type ContentTable, READING_TYPES, type StoredItem } from './content-types'

// Which content item a public page shows, by its path: the Performance section's article titles
// and the page an enquiry was sent from (an article's, or a landing page's).

/** `/povs/12` → the POV type and 12, or null for any other page. */
export function itemOf(path: string): { type: ContentTable<StoredItem>; id: number } | null {
  for (const type of READING_TYPES) {
    const match = new RegExp(`^${type.detailPath}/(\\d+)$`).exec(path)
    if (match) return { type, id: Number(match[1]) }
  }
  return null
}

/** The titles of the items these paths show (a deleted item has none). */
export async function titlesOf(db: Db, paths: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  for (const type of READING_TYPES) {
    const ids = paths.flatMap((path) => {
      const item = itemOf(path)
      return item?.type === type ? [item.id] : []
    })
    if (ids.length === 0) continue
    const rows = (await db
      .select({ id: type.columns.id, title: type.columns.title })
      .from(type.table)
      .where(sql`${type.columns.id} in (select value from json_each(${JSON.stringify(ids)}))`)) as {
      id: number
      title: string
    }[]
    for (const row of rows) titles.set(`${type.detailPath}/${row.id}`, row.title)
  }
  const landing = paths.filter((path) => isLandingPagePath(path))
  if (landing.length) {
    const rows = await db
      .select({ path: pages.path, title: pages.title })
      .from(pages)
      .where(inArray(pages.path, landing.slice(0, 100)))
    for (const row of rows) titles.set(row.path, row.title)
  }
  return titles
}
