import { HASHTAG_NAME_MAX, HASHTAG_TYPES, LONG_TEXT_MAX } from '../constants'
import { formMessages } from '../messages'
import { lineText, multilineText } from './plain-text'
import { z } from './zod'

/**
 * A hashtag's name as stored: the page shows it after a `#` of its own, so a typed leading `#` goes
 * (`#AIGovernance` would otherwise show as `##AIGovernance`), and runs of whitespace become one space.
 */
export function normalizeHashtagName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().replace(/^#+/, '').trim()
}

/**
 * Two names a reader would take for the same filter ('AI Governance', 'aigovernance', '#AI Governance')
 * have the same key; names are unique by it.
 */
export function hashtagNameKey(name: string): string {
  return normalizeHashtagName(name).toLowerCase().replaceAll(' ', '')
}

export const hashtagSchema = z.object({
  name: lineText()
    .transform(normalizeHashtagName)
    .pipe(
      z
        .string()
        .min(1, formMessages.nameRequired)
        .max(HASHTAG_NAME_MAX, `Name must be at most ${HASHTAG_NAME_MAX} characters`),
    ),
  type: z.enum(HASHTAG_TYPES).default('service'),
  description: multilineText().trim().max(LONG_TEXT_MAX).optional().default(''),
})

export type HashtagInput = z.input<typeof hashtagSchema>
export type HashtagPayload = z.output<typeof hashtagSchema>
