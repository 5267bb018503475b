import { HASHTAG_NAME_MAX, HASHTAG_TYPES, LONG_TEXT_MAX } from '../constants'
import { formMessages } from '../messages'
import { z } from './zod'

export const hashtagSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, formMessages.nameRequired)
    .max(HASHTAG_NAME_MAX, `Name must be at most ${HASHTAG_NAME_MAX} characters`),
  type: z.enum(HASHTAG_TYPES).default('service'),
  description: z.string().trim().max(LONG_TEXT_MAX).optional().default(''),
})

export type HashtagInput = z.input<typeof hashtagSchema>
export type HashtagPayload = z.output<typeof hashtagSchema>
