// The admin screen's audit log and the errors of its query string. A module of its own:
// the shared messages ride along with public pages, which never show these.
export const auditMessages = {
  heading: 'Audit log',
  fetchFailed: 'Failed to fetch the audit log',
  empty: 'No events match these filters.',
  loadMore: 'Load more',
  invalidAction: 'Unknown action',
  invalidActor: 'Actor must be a positive whole number',
  invalidDate: 'Must be a date (YYYY-MM-DD) or a date and time with its offset',
  fromAfterTo: "'to' must not be before 'from'",
} as const
