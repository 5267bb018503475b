import type { MarkdownLook } from '../content/fields'

// The page's title is its only h1, so a Markdown `#` heading starts below it: at the level the
// page gives the content (h2 in an article, lower inside a titled section), never past h6.

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

/**
 * The level of a look's `#` on its page: an article's sits under the page title, a section's
 * under the section's own h2. The visual editor names and shows its headings by these levels.
 */
export const LOOK_TOP: Record<MarkdownLook, HeadingLevel> = { article: 2, section: 3 }

/** The element level of a Markdown heading of `depth` (1 for `#`) when `#` renders as `top`. */
export function headingLevel(depth: number, top: HeadingLevel = 2): HeadingLevel {
  const level = top + Math.max(1, Math.floor(depth)) - 1
  return Math.min(6, Math.max(top, level)) as HeadingLevel
}
