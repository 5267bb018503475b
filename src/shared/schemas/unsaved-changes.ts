import { CONTENT_TYPE_NAMES } from '../content/registry'
import { z } from './zod'

/** The item being edited, or `new` for the one being created. */
export const NEW_ITEM_KEY = 'new'

export const unsavedChangesParam = z.object({
  contentType: z.enum(CONTENT_TYPE_NAMES),
  itemKey: z.union([z.literal(NEW_ITEM_KEY), z.string().regex(/^[1-9]\d{0,15}$/, 'Unknown item')]),
})

/** The form's values as they stand; the item's own schema checks them when they are saved. */
export const unsavedChangesBody = z.object({ values: z.record(z.string(), z.unknown()) })

/** GET's answer; the screen offers only an answer of this shape. */
export const unsavedChangesAnswer = unsavedChangesBody.extend({
  /** ISO-8601. */
  savedAt: z.iso.datetime(),
})
export type UnsavedChanges = z.infer<typeof unsavedChangesAnswer>
