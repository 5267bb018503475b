import { DOCUMENT_KEY_PATTERN } from '../document-key'
import { formMessages } from '../messages'
import { hashtagIds, httpUrlPathOrEmpty, publishedDate, requiredLongText, requiredText } from './fields'
import { z } from './zod'

/** SPEC.md section 3's whitepaper; the document is the R2 key the document upload answered. */
export const whitepaperSchema = z.object({
  title: requiredText('Title'),
  description: requiredLongText('Description'),
  content: requiredLongText('Content'),
  excerpt: requiredLongText('Excerpt'),
  author: requiredText('Author'),
  publishedDate,
  featuredImage: httpUrlPathOrEmpty.default(''),
  documentKey: z
    .string()
    .trim()
    .refine((value) => value === '' || DOCUMENT_KEY_PATTERN.test(value), formMessages.invalidDocument)
    .default(''),
  isPublished: z.boolean().default(false),
  hashtags: hashtagIds,
})

export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperPayload = z.output<typeof whitepaperSchema>
