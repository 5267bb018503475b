import { formMessages } from '../messages'
import { z } from './zod'

// Control characters (Unicode Cc: NUL, BEL, ESC, DEL, the C1 range) are nothing a person types, and
// stored they break what reads the text later (a restore choked on a NUL; an ESC drives a terminal).
// Every text the API takes from outside starts from one of these two strings, so the rule is refused
// at the door with one message, on the form and in the Worker alike. The check runs on the text as
// sent, before any trim, so a control character at either end is refused too. Search texts (`?q=`)
// are the exception: looked up, never stored, they keep answering 200 with the control characters
// dropped (worker/services/content/content-filters.ts), as a shared search address always did.

/** Tab is the one control character a one-line field keeps (pasted from a table, it reads as a space). */
const LINE_CONTROL = /(?!\t)\p{Cc}/u
/** A field of several lines keeps its line breaks (LF, CR) and tabs. */
const MULTILINE_CONTROL = /(?![\t\n\r])\p{Cc}/u

type StringParams = Parameters<typeof z.string>[0]

const isOneLine = (value: string) => !LINE_CONTROL.test(value)

/** One line of text from outside: no control character but tab, so no line break either. */
export const lineText = (params?: StringParams) =>
  z.string(params).refine(isOneLine, formMessages.controlCharacters)

/** An uploaded file's name, as stored and shown to staff, is a line of text from outside too. */
export const plainFileName = {
  check: (file: File) => isOneLine(file.name),
  message: formMessages.controlCharacters,
}

/** Text of several lines from outside (a message, Markdown): line breaks and tabs, no other control character. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine((value) => !MULTILINE_CONTROL.test(value), formMessages.controlCharacters)
