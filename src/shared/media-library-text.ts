// The Media tab's own words, and the API's refusal it repeats. Apart from media-messages.ts,
// whose mediaText the staff app's navigation reads at start-up: these load with the tab alone.

/** An image some content shows: the API's refusal (409), and why its Delete cannot be pressed. */
export const imageInUse = (count: number) =>
  `This image is used by ${count} ${count === 1 ? 'item' : 'items'} and cannot be deleted`

export const mediaLibraryText = {
  /** A heading's count while the search or filter hides some. */
  shownOf: (shown: number, all: number) => `${shown} of ${all}`,
  noDocumentsMatch: 'No PDF matches these filters.',
} as const
