import type { Attribution } from '../visit-attribution'
import { lineText } from './plain-text'
import { sitePathSchema } from './site-path'
import { z } from './zod'

// The check of where a visit came from (../visit-attribution.ts), as the Worker receives it.

const parameter = lineText().trim().max(200)
const campaign = z.object({
  source: parameter.optional(),
  medium: parameter.optional(),
  campaign: parameter.optional(),
  term: parameter.optional(),
  content: parameter.optional(),
})

/** The first and the latest campaign of the session, the referring host and the landing page. */
export const attributionSchema = z.object({
  sessionId: lineText().trim().max(100).optional(),
  first: campaign.optional(),
  latest: campaign.optional(),
  referrerHost: lineText().trim().max(253).optional(),
  /** Left out when it is no page of this site, keeping the rest of where the visit came from. */
  landingPage: sitePathSchema.optional().catch(undefined),
}) satisfies z.ZodType<Attribution>

/**
 * The same, as a multipart form's text field (the job application): JSON text; a value that is not
 * one is left out rather than refusing the application.
 */
export const attributionField = z
  .string()
  .max(8192)
  .transform((text) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return undefined
    }
  })
  .pipe(attributionSchema.optional().catch(undefined))
