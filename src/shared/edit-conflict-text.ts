/** What a content dialog says when its save was refused because someone else saved the item first. */
export const editConflictText = {
  heading: 'Someone else saved this item after you opened it',
  savedBy: (author: string, time: string) => `${author} saved it at ${time}.`,
  savedByYou: (time: string) => `You saved it in another tab or window at ${time}.`,
  /** An item last saved before revisions were kept has no author on record. */
  savedAt: (time: string) => `It was saved at ${time}.`,
  changesHeading: 'Saving yours would change',
  overwrite: 'Save mine anyway',
  reload: 'Load their version',
  reloadHint: 'Loading theirs discards what you typed in this form.',
} as const
