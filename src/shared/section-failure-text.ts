// Apart from messages.ts because a staff section's error has to show without its section's code:
// it travels with the route tree, which every page's start-up code carries.

/**
 * docs/product.md section 2's label of the button that tries a failed load again (the CRM tab's error
 * card).
 */
export const TRY_AGAIN = 'Try Again'

/** A staff section whose code could not be fetched, or that broke while rendering. */
export const SECTION_LOAD_FAILED = 'This section could not be loaded. Check your connection, then try again.'
