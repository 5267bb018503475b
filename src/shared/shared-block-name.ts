// The Shared blocks section's name, which the staff shell's sidebar shows, in a module of its own:
// a module the shell imports is bundled whole into its first load, and the rest of the section's
// words (shared-block-messages.ts) load with the section and the page editor only.

export const sharedBlocksHeading = 'Shared blocks'
