import { DOCUMENT_KEY_PATTERN } from '../document-key'
import { formMessages } from '../messages'
import { httpUrlPathOrEmpty } from './fields'
import { povSchema } from './pov'
import { z } from './zod'

/** SPEC.md section 3's whitepaper: a POV's fields plus the R2 key the document upload answered. */
export const whitepaperSchema = povSchema.extend({
  featuredImage: httpUrlPathOrEmpty.default(''),
  documentKey: z
    .string()
    .trim()
    .refine((value) => value === '' || DOCUMENT_KEY_PATTERN.test(value), formMessages.invalidDocument)
    .default(''),
})

export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperPayload = z.output<typeof whitepaperSchema>
