import {
  editedVersion,
  hashtagIds,
  imageAltFields,
  imageUrlOrEmpty,
  itemSeoFields,
  publishedDate,
  requiredLongText,
  requiredText,
  scheduleFields,
} from './fields'
import { z } from './zod'

export const povSchema = z.object({
  title: requiredText('Title'),
  description: requiredLongText('Description'),
  content: requiredLongText('Content'),
  excerpt: requiredLongText('Excerpt'),
  author: requiredText('Author'),
  publishedDate,
  featuredImage: imageUrlOrEmpty.default(''),
  ...imageAltFields,
  ...itemSeoFields,
  isPublished: z.boolean().default(false),
  ...scheduleFields,
  ...editedVersion,
  hashtags: hashtagIds,
})

export type PovInput = z.input<typeof povSchema>
export type PovPayload = z.output<typeof povSchema>
