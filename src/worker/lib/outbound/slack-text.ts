import { oneLine, unlinked, ZERO_WIDTH_SPACE } from './plain-text'

// Text a visitor typed, for a Slack message's `text` (mrkdwn), shown as the characters they typed.

/** Slack's own escapes: `<…>` is a link or mention (`<!channel>`, `<https://…|label>`) otherwise. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/**
 * mrkdwn has no escape for its formatting marks, and formats only when a mark stands at a word's
 * edge: an invisible space on each side puts `*bold*`, `_italic_`, `~strike~` and `` `code` ``
 * inside a word, where Slack leaves them as they are.
 */
const FORMATTING = /[*_~`]/g

/** `value` on one line, with no link, mention or formatting of Slack's. */
export const slackText = (value: string): string =>
  unlinked(oneLine(value))
    .replace(/[&<>]/g, (mark) => ENTITIES[mark] ?? mark)
    .replace(FORMATTING, (mark) => `${ZERO_WIDTH_SPACE}${mark}${ZERO_WIDTH_SPACE}`)
