import { desc } from 'drizzle-orm'
import type { Enquiry } from '../../shared/types'
import type { Db } from '../db/client'
import { contactSubmissions } from '../db/schema'

/** Contact submissions as staff read them, newest first. */
export async function listEnquiries(db: Db): Promise<Enquiry[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
