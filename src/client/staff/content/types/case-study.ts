import { contentTypes } from '@shared/content/registry'
import {
  type CaseStudy,
  type CaseStudyInput,
  type CaseStudyPayload,
  caseStudyFields,
  caseStudySchema,
} from '@shared/content/types/case-study'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<CaseStudy, CaseStudyInput, CaseStudyPayload> = {
  ...staffNaming(contentTypes.caseStudy),
  serverMessageFirst: true,
  imageRequiredOnCreate: true,
  schema: caseStudySchema,
  fields: formFields<CaseStudyInput>(caseStudyFields),
  ...contentTypeCalls<CaseStudy, CaseStudyPayload>(contentTypes.caseStudy),
  byline: { label: 'Client', of: (study) => study.client },
  cardText: (study) => study.excerpt,
  cardMeta: (study) => `${study.client} · ${study.industry}`,
}
