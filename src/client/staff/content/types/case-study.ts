import { contentTypes } from '@shared/content/registry'
import {
  type CaseStudy,
  type CaseStudyInput,
  type CaseStudyPayload,
  caseStudyFields,
  caseStudySchema,
} from '@shared/content/types/case-study'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<CaseStudy, CaseStudyInput, CaseStudyPayload> = {
  ...staffNaming<CaseStudyInput>(contentTypes.caseStudy, caseStudyFields),
  serverMessageFirst: true,
  imageRequiredOnCreate: true,
  schema: caseStudySchema,
  ...contentTypeCalls<CaseStudy, CaseStudyPayload>(contentTypes.caseStudy),
  cardText: (study) => study.excerpt,
  cardMeta: (study) => `${study.client} · ${study.industry}`,
}
