import { sitePathSchema } from './site-path'

/**
 * The page an enquiry was sent from (../from-page.ts), as the Worker takes it: a site path without
 * a query; anything else is left out, never a reason to refuse the enquiry.
 */
export const fromPageSchema = sitePathSchema
  .max(300)
  .regex(/^[A-Za-z0-9\-._~/]*$/)
  .optional()
  .catch(undefined)
