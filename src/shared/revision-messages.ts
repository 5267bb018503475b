/** An item's history in the staff screen: its saves, what changed, and restoring one. */
export const revisionText = {
  button: 'History',
  title: (title: string) => `History: ${title}`,
  description:
    'Every save of this item, newest first. Select one to see what it changed, or two to compare them.',
  empty: 'No saves recorded yet. The next save starts the history.',
  versions: 'Versions',
  loading: 'Loading the history',
  restoredFrom: (time: string) => `Restored from ${time}`,
  byAuthor: (author: string) => `by ${author}`,
  changesHeading: 'What changed',
  comparing: (older: string, newer: string) => `From ${older} to ${newer}`,
  firstVersion: 'The first recorded version: there is nothing earlier to compare it with.',
  noChanges: 'No fields differ.',
  nothingSelected: 'Select a version to see what changed.',
  loadingChanges: 'Loading the versions',
  before: 'Before',
  after: 'After',
  emptyValue: '(empty)',
  /** Read before each marked part by screen readers, which do not announce <ins> and <del>. */
  added: 'Added:',
  removed: 'Removed:',
  yes: 'Yes',
  no: 'No',
  restore: 'Restore this version',
  restoreTitle: (time: string) => `Restore the version of ${time}?`,
  restoreDescription:
    'The item gets this version’s fields, hashtags and publish state. It is saved as a new version, so the current one stays in the history.',
  restored: 'Version restored',
  restoreFailed: 'The version could not be restored',
  fetchFailed: 'The history could not be loaded',
} as const

/**
 * Labels of the fields every content form has, which the types' field lists do not declare; as
 * the form's own components show them (docs/product.md section 5).
 */
export const sharedFieldLabels = {
  featuredImage: 'Featured image URL',
  hashtags: 'Hashtags',
  isPublished: 'Published',
} as const
