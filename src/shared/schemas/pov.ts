import { hashtagIds, httpUrlOrEmpty, requiredLongText, requiredText } from './fields'
import { z } from './zod'

const isoDate = z
  .string({ error: 'Published date is required' })
  .trim()
  .min(1, 'Published date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Published date must be a date')

export const povSchema = z.object({
  title: requiredText('Title'),
  description: requiredLongText('Description'),
  content: requiredLongText('Content'),
  excerpt: requiredLongText('Excerpt'),
  author: requiredText('Author'),
  publishedDate: isoDate,
  featuredImage: httpUrlOrEmpty.default(''),
  isPublished: z.boolean().default(false),
  hashtags: hashtagIds,
})

export type PovInput = z.input<typeof povSchema>
export type PovPayload = z.output<typeof povSchema>
