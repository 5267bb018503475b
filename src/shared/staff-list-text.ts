// The staff list's words. Apart from staff-list-choices.ts, which the staff app's address
// parser reads at start-up: these words load with the lists.

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
  /** A row's menu of its other actions (history, share preview, withdraw, delete). */
  moreActions: 'More actions',
  moreActionsFor: (title: string) => `More actions for ${title}`,
  /** The toolbar's choice of optional columns, and of how much room a row takes. */
  shownColumns: 'Columns',
  density: 'Density',
  densities: { compact: 'Compact', comfortable: 'Comfortable' },
  viewOnSite: 'View on site',
  preview: 'Preview',
  editedBy: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
  previous: 'Previous page',
  next: 'Next page',
  noMatches: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  /** The button that shows the filters on a phone, with how many are set. */
  filters: (set: number) => (set === 0 ? 'Filters' : `Filters (${set})`),
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
