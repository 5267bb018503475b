import { contentTypes } from '@shared/content/registry'
import {
  EMPLOYMENT_TYPES,
  type JobOpening,
  type JobOpeningInput,
  type JobOpeningPayload,
  jobOpeningFields,
  jobOpeningSchema,
  WORKPLACES,
} from '@shared/content/types/job-opening'
import { api } from '@/lib/api-client'
import { parseDate } from '@/lib/local-date'
import { contentTypeCalls } from '@/staff/content/content-type-calls'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'

export const jobOpeningAdmin: AdminContentType<JobOpening, JobOpeningInput, JobOpeningPayload> = {
  ...staffNaming(contentTypes.jobOpening),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: jobOpeningSchema,
  fields: formFields<JobOpeningInput>(jobOpeningFields),
  ...contentTypeCalls<JobOpening, JobOpeningPayload>(
    contentTypes.jobOpening,
    api[contentTypes.jobOpening.segment],
  ),
  byline: { label: 'Department', of: (opening) => opening.department },
  cardText: (opening) => opening.description,
  cardMeta: (opening) =>
    `${opening.department} · ${opening.location} · ${EMPLOYMENT_TYPES[opening.employmentType]}, ${WORKPLACES[opening.workplace]} · apply by ${parseDate(opening.applyBy).toLocaleDateString()}`,
}
