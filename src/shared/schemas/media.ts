import { z } from 'zod'
import { MEDIA_USER_TYPES } from '../content/registry'

/**
 * An image's focal point: where its subject is, from 0 to 1 across from the left and down from
 * the top. Every crop keeps it in view: the social card's and the cards' (`object-position`).
 */
const imageFocusSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
})
export type ImageFocus = z.infer<typeof imageFocusSchema>

/** The uploads a content item shows (its featured image, its Markdown's), by key, with their sizes (width and height of the original). */
export type ContentImages = Record<string, { width: number; height: number }>

/** PATCH /api/media/:id: a new focal point, or null for the centre. */
export const mediaFocusInput = z.object({ focus: imageFocusSchema.nullable() })

/** One uploaded image as `GET /api/media` lists it. */
const mediaItemSchema = z.object({
  id: z.number().int(),
  /** `/images/<key>` on this site: the address content stores as its featured image. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The original's MIME type, as the Images binding read it. */
  format: z.string(),
  /** The original's size in bytes. */
  bytes: z.number().int(),
  fileName: z.string().nullable(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  usedBy: z.array(z.object({ type: z.enum(MEDIA_USER_TYPES), id: z.number().int(), title: z.string() })),
  /** No item uses it and it was uploaded more than 30 days ago: an admin may move it to the trash. */
  unusedLong: z.boolean(),
  /** Null: the centre. */
  focus: imageFocusSchema.nullable(),
})

export type MediaItem = z.infer<typeof mediaItemSchema>

/** One stored whitepaper PDF as `GET /api/media/documents` lists it. */
const mediaDocumentSchema = z.object({
  /** The staff-only address that opens it. */
  url: z.string(),
  fileName: z.string().nullable(),
  bytes: z.number().int(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  usedBy: z.array(z.object({ type: z.literal('whitepaper'), id: z.number().int(), title: z.string() })),
})

export type MediaDocument = z.infer<typeof mediaDocumentSchema>
