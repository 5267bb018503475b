import { imageUrlOrEmpty } from '../../schemas/fields'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import {
  type ApiFieldsOf,
  type ContentFields,
  dateField,
  longTextField,
  publishingShape,
  shapeOf,
  summaryField,
  textField,
} from '../fields'
import { contentTypes } from '../registry'

/** docs/product.md section 3's article: a POV's own fields, and a whitepaper's before its document. */
export const articleFields = [
  textField('title', 'Title'),
  summaryField('description', 'Description'),
  longTextField('content', 'Content', { rows: 8, markdown: 'article' }),
  summaryField('excerpt', 'Excerpt'),
  textField('author', 'Author'),
  dateField('publishedDate', 'Published date', 'published'),
] as const

export const povSchema = z.object({
  ...shapeOf(articleFields),
  featuredImage: imageUrlOrEmpty.default(''),
  ...publishingShape,
})

export type PovInput = z.input<typeof povSchema>
export type PovPayload = z.output<typeof povSchema>

/** A POV as the API answers it. */
export type Pov = ApiFieldsOf<typeof articleFields> & StoredContent

/** What the content core stores and checks of a pov: its fields and its schema. */
export const contentFields: ContentFields = {
  type: contentTypes.pov,
  fields: articleFields,
  schema: povSchema,
}
