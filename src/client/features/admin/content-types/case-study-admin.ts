import { contentTypes } from '@shared/content-registry'
import { type CaseStudyInput, type CaseStudyPayload, caseStudySchema } from '@shared/schemas/case-study'
import type { CaseStudy } from '@shared/types'
import { adminCaseStudiesQueryOptions } from '../api/content-queries'
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '../api/content-writes'
import { type AdminContentType, staffNaming } from './admin-content-type'

export const caseStudyAdmin: AdminContentType<CaseStudy, CaseStudyInput, CaseStudyPayload> = {
  ...staffNaming(contentTypes.caseStudy),
  serverMessageFirst: true,
  imageRequiredOnCreate: true,
  schema: caseStudySchema,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'text', name: 'description', label: 'Description' },
    { kind: 'long', name: 'content', label: 'Content', rows: 6, markdown: 'section' },
    { kind: 'text', name: 'excerpt', label: 'Excerpt' },
    {
      kind: 'row',
      fields: [
        { kind: 'text', name: 'client', label: 'Client' },
        { kind: 'text', name: 'industry', label: 'Industry' },
      ],
    },
    { kind: 'long', name: 'challenge', label: 'Challenge', rows: 3, markdown: 'section' },
    { kind: 'long', name: 'solution', label: 'Solution', rows: 3, markdown: 'section' },
    { kind: 'long', name: 'results', label: 'Results (one per line)', rows: 3 },
    {
      kind: 'row',
      fields: [
        { kind: 'text', name: 'projectDuration', label: 'Project duration', optional: true },
        { kind: 'text', name: 'teamSize', label: 'Team size', optional: true },
        { kind: 'text', name: 'technologies', label: 'Technologies', optional: true },
      ],
    },
  ],
  listQuery: adminCaseStudiesQueryOptions,
  create: createCaseStudy,
  update: updateCaseStudy,
  remove: deleteCaseStudy,
  cardMeta: (study) => `${study.client} · ${study.industry}`,
}
