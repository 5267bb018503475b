/** The id of the page's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main'

/**
 * Puts focus at the start of the main content, where the skip link sends it: for when what held
 * focus goes away (the cookie banner after a choice, a dialog whose opener is gone). The page does
 * not scroll: the visitor keeps their place, and the next Tab goes on from the main content.
 */
export function focusMainContent() {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
}
