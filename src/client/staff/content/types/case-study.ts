import { contentTypes } from '@shared/content/registry'
import {
  type CaseStudy,
  type CaseStudyInput,
  type CaseStudyPayload,
  caseStudyFields,
  caseStudySchema,
} from '@shared/content/types/case-study'
import { api } from '@/lib/api-client'
import { contentTypeCalls } from '@/staff/content/content-type-calls'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'

export const caseStudyAdmin: AdminContentType<CaseStudy, CaseStudyInput, CaseStudyPayload> = {
  ...staffNaming(contentTypes.caseStudy),
  serverMessageFirst: true,
  imageRequiredOnCreate: true,
  schema: caseStudySchema,
  fields: formFields<CaseStudyInput>(caseStudyFields),
  ...contentTypeCalls<CaseStudy, CaseStudyPayload>(
    contentTypes.caseStudy,
    api[contentTypes.caseStudy.segment],
  ),
  byline: { label: 'Client', of: (study) => study.client },
  cardText: (study) => study.excerpt,
  cardMeta: (study) => `${study.client} · ${study.industry}`,
}
