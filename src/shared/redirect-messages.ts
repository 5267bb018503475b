import { redirectsHeading } from './redirect-name'

// The Redirects section's words and the API's refusals, each naming its rule. Public pages never
// show these.

export const redirectMessages = {
  heading: redirectsHeading,
  missedHeading: 'Missed addresses',
  fromRequired: 'Enter the old address',
  fromSitePath: 'The old address is a path on this site, starting with /',
  fromNoQuery: 'The old address is a path alone, without ? or #: a visit’s query string is passed on',
  fromReserved: 'The API, the staff app and files cannot be redirected',
  fromTaken: 'A redirect from this address already exists',
  toRequired: 'Enter where it goes',
  toAddress: 'Where it goes is a path on this site, starting with /, or an address starting with https://',
  loop: 'A redirect cannot lead back to where it starts',
  chain: 'That would make a chain of redirects: point it at the final address instead',
  saved: 'Redirect saved',
  deleted: 'Redirect deleted',
  saveFailed: 'Failed to save the redirect',
  deleteFailed: 'Failed to delete the redirect',
  loadFailed: 'Failed to load the redirects',
  missedLoadFailed: 'Failed to load the missed addresses',
  intro:
    'A redirect sends a visit to an old address on to where its page is now, or tells it the page is gone.',
  missedIntro:
    'Addresses on this site that answered “Page not found” in the last 30 days, the most requested first.',
  empty: 'No redirects yet.',
  missedEmpty: 'No visit missed a page in the last 30 days.',
  caption: 'Redirects, newest first',
  missedCaption: 'Missed addresses, the most requested first',
  columns: { from: 'From', to: 'To', status: 'Type', hits: 'Hits', lastHit: 'Last hit', actions: 'Actions' },
  missedColumns: { path: 'Address', count: 'Visits', lastSeen: 'Last seen', actions: 'Actions' },
  statusLabels: { 301: 'Moved permanently', 302: 'Moved for now', 410: 'Gone' },
  gone: 'Gone',
  never: 'Never',
  fromLabel: 'From',
  toLabel: 'To',
  statusLabel: 'Type',
  fromHint: 'A path on this site, such as /old-page',
  toHint: 'A path on this site or an address starting with https://',
  add: 'Add redirect',
  addTitle: 'Add redirect',
  editTitle: 'Edit redirect',
  create: 'Create redirect',
  save: 'Save redirect',
  saving: 'Saving…',
  edit: 'Edit',
  /** Offered in a page's form once its address is changed. */
  keepOldAddress: 'Keep the old address',
  keepOldAddressHint: (old: string) => `Visitors and links to ${old} go to the new address`,
} as const
