// What every outbound format does first with text a visitor typed, before its own escaping
// (slack-text.ts, teams-text.ts, zoho-text.ts; CSV cells: ../csv.ts).

/** Line breaks, tabs, other control characters and invisible direction marks. */
const BREAKS = /[\s\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu

/**
 * The text on one line, as a name or company is shown within a sentence: a line break would start
 * a paragraph, a quote or a list item of the receiver's own, or a line that looks like ours.
 */
export const oneLine = (text: string): string => text.replace(BREAKS, ' ').trim()

/** Invisible to the eye, but it splits what a receiver would read as one link, mention or mark. */
export const ZERO_WIDTH_SPACE = '\u200B'

/**
 * Chat apps turn `https://…`, `www.host.com`, bare `host.com`, e-mail addresses and `@channel` into
 * links and mentions of their own accord. An invisible space after every `:` and `@`, and after a
 * `.` inside a word, leaves the text as the visitor wrote it to the eye, but no longer an address.
 */
export const unlinked = (text: string): string =>
  text.replace(/[:@]|\.(?=[\p{L}\p{N}])/gu, (mark) => `${mark}${ZERO_WIDTH_SPACE}`)
