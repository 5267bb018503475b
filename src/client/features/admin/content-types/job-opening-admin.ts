import { contentTypes } from '@shared/content-registry'
import {
  EMPLOYMENT_TYPES,
  type JobOpeningInput,
  type JobOpeningPayload,
  jobOpeningFields,
  jobOpeningSchema,
  WORKPLACES,
} from '@shared/schemas/job-opening'
import type { JobOpening } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminJobOpeningsQueryOptions } from '../api/content-queries'
import { createJobOpening, deleteJobOpening, updateJobOpening } from '../api/content-writes'
import { type AdminContentType, formFields, staffNaming } from './admin-content-type'

export const jobOpeningAdmin: AdminContentType<JobOpening, JobOpeningInput, JobOpeningPayload> = {
  ...staffNaming(contentTypes.jobOpening),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: jobOpeningSchema,
  fields: formFields<JobOpeningInput>(jobOpeningFields),
  listQuery: adminJobOpeningsQueryOptions,
  create: createJobOpening,
  update: updateJobOpening,
  remove: deleteJobOpening,
  cardText: (opening) => opening.description,
  cardMeta: (opening) =>
    `${opening.department} · ${opening.location} · ${EMPLOYMENT_TYPES[opening.employmentType]}, ${WORKPLACES[opening.workplace]} · apply by ${parseDate(opening.applyBy).toLocaleDateString()}`,
}
