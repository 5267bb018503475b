// What a staff section's list of saved versions says (staff/shared/version-history.tsx), the same
// wherever a whole thing is saved in versions (the menus, a shared block). Tests pin them as literals.

export const versionHistoryText = {
  history: 'History',
  historyEmpty: 'No saved versions yet.',
  historyFailed: 'Failed to load the history',
  version: (version: number) => `Version ${version}`,
  restore: 'Restore',
  restoreLabel: (version: number) => `Restore version ${version}`,
  unreadable: 'Not readable',
} as const
