// How text typed in the visual editor is written as Markdown, so that reading it back gives the same
// text and a text that is opened and saved unchanged keeps its bytes (docs/decisions/019). Tiptap
// escapes every `*`, `_`, `[`, `]` and `~` and turns `<` and `&` into entities; these rules escape
// only what would otherwise change meaning, which is also what a person writing Markdown escapes.

const PUNCTUATION = /[!-/:-@[-`{-~]/
const SPACE = /\s/
const WORD = /[\p{L}\p{N}]/u

/** Whether the character at `index` could open or close emphasis (or GFM strikethrough). */
function mayDelimit(text: string, index: number, char: string): boolean {
  const before = text[index - 1]
  const after = text[index + 1]
  // A text node's edge may touch another node's delimiters: escaping there is the safe choice.
  if (before === undefined || after === undefined) return true
  // Between two spaces (5 * 3) nothing is flanked; `_` inside a word (a_b_c) never delimits.
  if (SPACE.test(before) && SPACE.test(after)) return false
  return !(char === '_' && WORD.test(before) && WORD.test(after))
}

/** The Markdown for a run of plain text inside a paragraph, heading, list item or cell. */
export function escapeInline(text: string): string {
  let out = ''
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string
    const next = text[index + 1]
    if (char === '\\') {
      // A backslash escapes only punctuation; before anything else it is a backslash already.
      out += next === undefined || PUNCTUATION.test(next) ? '\\\\' : '\\'
    } else if (char === '`') {
      out += '\\`'
    } else if ((char === '*' || char === '_' || char === '~') && mayDelimit(text, index, char)) {
      out += `\\${char}`
    } else if (char === '[' && /\]\s*[([]/.test(text.slice(index + 1))) {
      // Only a bracket that a later `](` or `][` would close into a link.
      out += '\\['
    } else {
      out += char
    }
  }
  return out
}

// What a line means at its start when it is not a paragraph's text: a list item, a heading, a quote,
// a rule or a code fence. The first character of such a start is escaped.
const BLOCK_START = [
  { pattern: /^(\s*\d{1,9})([.)])(\s|$)/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}${m[3]}` },
  { pattern: /^(\s*)([-+*])(\s|$)/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}${m[3]}` },
  { pattern: /^(\s*)(#{1,6})(\s|$)/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}${m[3]}` },
  { pattern: /^(\s*)(>)/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}` },
  { pattern: /^(\s*)(```|~~~)/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}` },
  { pattern: /^(\s*)([=-]{3,}|_{3,})(\s*)$/, write: (m: RegExpExecArray) => `${m[1]}\\${m[2]}${m[3]}` },
]

/** A line of a paragraph, escaped where its start would read as another block. */
export function escapeLineStart(line: string): string {
  for (const { pattern, write } of BLOCK_START) {
    const match = pattern.exec(line)
    if (match) return write(match) + line.slice(match[0].length)
  }
  return line
}

/** A table cell's Markdown: a pipe ends a cell, so one in its text is escaped. */
export const escapeCell = (markdown: string) => markdown.replace(/(?<!\\)\|/g, '\\|')
