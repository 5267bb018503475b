import { PREVIEW_LINK_DAYS, PREVIEW_LINK_DEFAULT_DAYS, PREVIEW_PARAM } from '../constants'
import { idParam } from './fields'
import { z } from './zod'

/** POST /api/<type>/:id/preview-links. */
export const createPreviewLinkSchema = z.object({
  days: z
    .literal(PREVIEW_LINK_DAYS, `Days must be one of ${PREVIEW_LINK_DAYS.join(', ')}`)
    .default(PREVIEW_LINK_DEFAULT_DAYS),
})

export type CreatePreviewLinkInput = z.input<typeof createPreviewLinkSchema>

/**
 * `?preview=` of a detail read or page. Any string: a token of the wrong shape is refused like a
 * wrong token, with the normal 404, never with a 400 that would tell the two apart.
 */
export const previewSearch = z.object({ [PREVIEW_PARAM]: z.string().optional() })

/** DELETE /api/<type>/:id/preview-links/:linkId. */
export const previewLinkParam = idParam.extend({ linkId: idParam.shape.id })
