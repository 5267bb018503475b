import { documentMessages } from '../whitepaper-download-messages'
import { documentField, publishingShape, shapeOf } from './content-fields'
import { httpUrlPathOrEmpty } from './fields'
import { articleFields } from './pov'
import { z } from './zod'

/** SPEC.md section 3's whitepaper: an article's fields, then the R2 key the document upload answered. */
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
