import { httpUrlPathOrEmpty } from '../../schemas/fields'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import { documentMessages } from '../../whitepaper-download-messages'
import { type ApiFieldsOf, type ContentFields, documentField, publishingShape, shapeOf } from '../fields'
import { contentTypes } from '../registry'
import { articleFields } from './pov'

/**
 * docs/product.md section 3's whitepaper: an article's fields, then the R2 key the document upload
 * answered.
 */
export const whitepaperFields = [
  ...articleFields,
  documentField('documentKey', documentMessages.label),
] as const

export const whitepaperSchema = z.object({
  ...shapeOf(whitepaperFields),
  featuredImage: httpUrlPathOrEmpty.default(''),
  ...publishingShape,
})

export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperPayload = z.output<typeof whitepaperSchema>

/** A whitepaper as a visitor reads it: whether it has a document, never where it is stored. */
export type PublicWhitepaper = ApiFieldsOf<typeof articleFields> &
  StoredContent & {
    hasDocument: boolean
  }

/** docs/product.md section 3: an article's fields plus its document, as staff read it. */
export type Whitepaper = PublicWhitepaper & {
  /**
   * The PDF's R2 key, in staff answers only: visitors get the file through a download link,
   * never by its key.
   */
  documentKey?: string | null
}

/** What the content core stores and checks of a whitepaper: its fields and its schema. */
export const contentFields: ContentFields = {
  type: contentTypes.whitepaper,
  fields: whitepaperFields,
  schema: whitepaperSchema,
}
