/** The create and edit dialogs' offer to bring back what was typed and not saved. */
export const unsavedChangesText = {
  restore: (time: string) => `Restore unsaved changes from ${time}`,
  discard: 'Discard',
  found: 'This form has changes that were not saved.',
  keepFailed: 'Your changes could not be kept as you type. Save soon to avoid losing them.',
  signedOut: 'You were signed out',
  signedOutHelp:
    'Everything you typed is still here. Sign in again to keep it and save; you can go on typing meanwhile.',
  signedOutStatus: 'Signed out: sign in above to save',
} as const

/** How long typing pauses before what was typed is kept. */
export const UNSAVED_CHANGES_DELAY_MS = 800
