import { z } from 'zod'

/** `?includeUnpublished=true` on list endpoints; only honoured for signed-in staff. */
export const visibilityQuery = z.object({
  includeUnpublished: z.enum(['true', 'false']).optional(),
})
