import { oneLine, unlinked } from './plain-text'

// Text a visitor typed, for a Microsoft Teams Adaptive Card TextBlock (Markdown), shown as the
// characters they typed.

/**
 * Markdown's marks within a line: links `[label](url)`, emphasis, code, strike-through, and `<` of
 * a mention `<at>` or an autolink `<https://…>`. A backslash before an ASCII punctuation mark makes
 * it the mark itself (CommonMark); block marks (`#`, `-`, `1.`) act only at a line's start, where
 * visitor text never stands.
 */
const MARKDOWN = /[\\`*_~[\]()<>!|]/g

/** `value` on one line, with no link, mention or formatting of Teams'. */
export const teamsText = (value: string): string =>
  unlinked(oneLine(value)).replace(MARKDOWN, (mark) => `\\${mark}`)
