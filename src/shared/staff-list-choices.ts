// The staff list's filter and order choices (issue 28), free of zod: the staff app's address is
// read with them before any schema is loaded. schemas/staff-list.ts validates the API's query.

/** Where an item stands, as the staff list filters it (shared/publication.ts names each). */
export const STAFF_LIST_STATUSES = ['draft', 'scheduled', 'published', 'ended'] as const
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number]

/** The staff list's orders: last edited first (the default), newest published first, or A to Z by title. */
export const STAFF_LIST_SORTS = ['edited', 'published', 'title'] as const
export type StaffListSort = (typeof STAFF_LIST_SORTS)[number]

/** The words the staff list shows for each choice. */
export const staffListText = {
  search: 'Search',
  status: 'Status',
  anyStatus: 'Any status',
  statuses: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', ended: 'Unpublished' },
  hashtag: 'Hashtag',
  anyHashtag: 'Any hashtag',
  author: 'Author',
  anyAuthor: 'Anyone',
  sort: 'Sort by',
  sorts: { edited: 'Last edited', published: 'Published date', title: 'Title' },
  view: 'View',
  table: 'Table',
  cards: 'Cards',
  columns: {
    title: 'Title',
    status: 'Status',
    hashtags: 'Hashtags',
    edited: 'Last edited',
    actions: 'Actions',
  },
  viewOnSite: 'View on site',
  preview: 'Preview',
  editedBy: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
  previous: 'Previous page',
  next: 'Next page',
  noMatches: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  selectAll: 'Select every item on this page',
  select: (title: string) => `Select ${title}`,
  selected: (count: number) => `${count} selected`,
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  confirmTitle: (verb: string, count: number, many: string, one: string) =>
    `${verb} ${count} ${count === 1 ? one : many}?`,
  confirmDelete: 'Deleted items and their history cannot be brought back.',
  confirmPublish: 'They will be on the public site at once, or at their scheduled time.',
  confirmUnpublish: 'They will leave the public site at once.',
  done: (verb: string, count: number, many: string, one: string) =>
    `${count} ${count === 1 ? one : many} ${verb}`,
  failed: 'The action failed; nothing was changed',
} as const
