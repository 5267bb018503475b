import { desc, sql } from 'drizzle-orm'
import { isSitePath } from '../../shared/schemas/site-path'
import type { Enquiry } from '../../shared/types'
import type { Db } from '../db/client'
import { contactSubmissions } from '../db/schema'
import { anyContains } from '../lib/text-search'
import { titlesOf } from './content/page-titles'

const t = contactSubmissions
/** What the staff search looks in; the whole name, so 'Lee Ortiz' finds Lee Ortiz. */
const SEARCHED = [sql`${t.firstName} || ' ' || ${t.lastName}`, t.email, t.company, t.message]

/** Contact submissions as staff read them, newest first; with `q`, those that contain it. */
export async function listEnquiries(db: Db, q?: string): Promise<Enquiry[]> {
  const rows = await db
    .select()
    .from(t)
    .where(q ? anyContains(SEARCHED, q) : undefined)
    .orderBy(desc(t.createdAt), desc(t.id))
  // Rows stored before the site-path rule may name another site; staff never get those.
  const sitePathOf = (path: string | null) => (path && isSitePath(path) ? path : null)
  const paths = [...new Set(rows.flatMap((row) => sitePathOf(row.fromPage) ?? []))]
  const titles = paths.length ? await titlesOf(db, paths) : new Map<string, string>()
  return rows.map(({ fromPage, ...row }) => {
    const path = sitePathOf(fromPage)
    return {
      ...row,
      fromPage: path ? { path, title: titles.get(path) ?? null } : null,
      createdAt: row.createdAt.toISOString(),
    }
  })
}
