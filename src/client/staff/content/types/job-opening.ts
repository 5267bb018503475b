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
import { parseDate } from '@/lib/local-date'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<JobOpening, JobOpeningInput, JobOpeningPayload> = {
  ...staffNaming<JobOpeningInput>(contentTypes.jobOpening, jobOpeningFields),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: jobOpeningSchema,
  ...contentTypeCalls<JobOpening, JobOpeningPayload>(contentTypes.jobOpening),
  cardText: (opening) => opening.description,
  cardMeta: (opening) =>
    `${opening.department} · ${opening.location} · ${EMPLOYMENT_TYPES[opening.employmentType]}, ${WORKPLACES[opening.workplace]} · apply by ${parseDate(opening.applyBy).toLocaleDateString()}`,
}
