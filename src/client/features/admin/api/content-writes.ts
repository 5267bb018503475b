import { contentTypes } from '@shared/content-registry'
import type { CaseStudyPayload } from '@shared/schemas/case-study'
import type { HashtagPayload } from '@shared/schemas/hashtag'
import type { JobOpeningPayload } from '@shared/schemas/job-opening'
import type { PovPayload } from '@shared/schemas/pov'
import type { WhitepaperPayload } from '@shared/schemas/whitepaper'
import { api, unwrap } from '@/lib/api-client'

const { pov, caseStudy, whitepaper, jobOpening } = contentTypes

const param = (id: number) => ({ param: { id: String(id) } })

export const createPov = (json: PovPayload) => unwrap(api[pov.segment].$post({ json }))
export const updatePov = (id: number, json: PovPayload) =>
  unwrap(api[pov.segment][':id'].$put({ ...param(id), json }))
export const deletePov = (id: number) => unwrap(api[pov.segment][':id'].$delete(param(id)))

export const createCaseStudy = (json: CaseStudyPayload) => unwrap(api[caseStudy.segment].$post({ json }))
export const updateCaseStudy = (id: number, json: CaseStudyPayload) =>
  unwrap(api[caseStudy.segment][':id'].$put({ ...param(id), json }))
export const deleteCaseStudy = (id: number) => unwrap(api[caseStudy.segment][':id'].$delete(param(id)))

export const createWhitepaper = (json: WhitepaperPayload) => unwrap(api[whitepaper.segment].$post({ json }))
export const updateWhitepaper = (id: number, json: WhitepaperPayload) =>
  unwrap(api[whitepaper.segment][':id'].$put({ ...param(id), json }))
export const deleteWhitepaper = (id: number) => unwrap(api[whitepaper.segment][':id'].$delete(param(id)))

export const createJobOpening = (json: JobOpeningPayload) => unwrap(api[jobOpening.segment].$post({ json }))
export const updateJobOpening = (id: number, json: JobOpeningPayload) =>
  unwrap(api[jobOpening.segment][':id'].$put({ ...param(id), json }))
export const deleteJobOpening = (id: number) => unwrap(api[jobOpening.segment][':id'].$delete(param(id)))

export const createHashtag = (json: HashtagPayload) => unwrap(api.hashtags.$post({ json }))
export const updateHashtag = (id: number, json: HashtagPayload) =>
  unwrap(api.hashtags[':id'].$put({ ...param(id), json }))
export const deleteHashtag = (id: number) => unwrap(api.hashtags[':id'].$delete(param(id)))
