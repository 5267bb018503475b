// The staff list's filter and order choices, free of zod: the staff app's address is
// read with them before any schema is loaded. schemas/staff-list.ts validates the API's query.

/** Where an item stands, as the staff list filters it (shared/content/publication.ts names each). */
export const STAFF_LIST_STATUSES = ['draft', 'scheduled', 'published', 'ended'] as const
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number]

/** The staff list's orders: last edited first (the default), newest published first, or A to Z by title. */
export const STAFF_LIST_SORTS = ['edited', 'published', 'title'] as const
export type StaffListSort = (typeof STAFF_LIST_SORTS)[number]
