import { contentTypes } from '@shared/content-registry'
import {
  type CaseStudyInput,
  type CaseStudyPayload,
  caseStudyFields,
  caseStudySchema,
} from '@shared/schemas/case-study'
import type { CaseStudy } from '@shared/types'
import { adminCaseStudiesQueryOptions } from '../api/content-queries'
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '../api/content-writes'
import { type AdminContentType, formFields, staffNaming } from './admin-content-type'

export const caseStudyAdmin: AdminContentType<CaseStudy, CaseStudyInput, CaseStudyPayload> = {
  ...staffNaming(contentTypes.caseStudy),
  serverMessageFirst: true,
  imageRequiredOnCreate: true,
  schema: caseStudySchema,
  fields: formFields<CaseStudyInput>(caseStudyFields),
  listQuery: adminCaseStudiesQueryOptions,
  create: createCaseStudy,
  update: updateCaseStudy,
  remove: deleteCaseStudy,
  cardText: (study) => study.excerpt,
  cardMeta: (study) => `${study.client} · ${study.industry}`,
}
