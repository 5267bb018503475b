import { type ContentTypeName, contentTypes } from '@shared/content-registry'
import { api } from '@/lib/api-client'

const { pov, caseStudy, whitepaper, jobOpening } = contentTypes

/** Each content type's item on the API (/api/<segment>/:id), by the name its per-item records store. */
export const itemEndpoints = {
  [pov.key]: api[pov.segment][':id'],
  [caseStudy.key]: api[caseStudy.segment][':id'],
  [whitepaper.key]: api[whitepaper.segment][':id'],
  [jobOpening.key]: api[jobOpening.segment][':id'],
} satisfies Record<ContentTypeName, unknown>
