// The trash's two words the staff shell shows (its sidebar, and the media summary every image
// picker shows), in a module of their own: a module the shell imports is bundled whole into its
// first load, and the rest of the trash's words (review-messages.ts) load with its sections only.

export const trashHeading = 'Trash'

export const unusedFor30Days = 'Unused for 30 days'
