import { contentTypes } from '@shared/content/registry'
import type { JobApplicationFormPayload } from '@shared/schemas/job-application'
import { api, unwrap } from '@/lib/api-client'
import { visitAttribution } from '@/site/tracking/visit-attribution'

/**
 * POST /api/careers/:id/applications, multipart: the applicant's fields and their CV, and where
 * the visit came from (analytics consent only) as JSON text.
 */
export function sendApplication(openingId: number, values: JobApplicationFormPayload): Promise<{ ok: true }> {
  const attribution = visitAttribution()
  return unwrap(
    api[contentTypes.jobOpening.segment][':id'].applications.$post({
      param: { id: String(openingId) },
      // Every part named, as text or the file: the honeypot is sent only when a bot filled it.
      form: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        linkedin: values.linkedin,
        note: values.note,
        consent: String(values.consent),
        cv: values.cv,
        ...(values.website ? { website: values.website } : {}),
        ...(attribution ? { attribution: JSON.stringify(attribution) } : {}),
      },
    }),
  )
}
