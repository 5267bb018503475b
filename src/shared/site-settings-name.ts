// The Site settings section's name, which the staff shell's sidebar shows, in a module of its own:
// a module the shell imports is bundled whole into its first load, and the rest of the section's
// words (site-settings-messages.ts) load with its section only.

export const siteSettingsHeading = 'Site settings'
