import { httpUrlPathOrEmpty } from '../../schemas/fields'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import {
  type ApiFieldsOf,
  type ContentFields,
  longTextField,
  optionalTextField,
  publishingShape,
  row,
  shapeOf,
  summaryField,
  textField,
} from '../fields'
import { contentTypes } from '../registry'

/** docs/product.md section 3's case study, in the staff form's order. */
export const caseStudyFields = [
  textField('title', 'Title'),
  summaryField('description', 'Description'),
  longTextField('content', 'Content', { rows: 6, markdown: 'section' }),
  summaryField('excerpt', 'Excerpt'),
  row(textField('client', 'Client'), textField('industry', 'Industry')),
  longTextField('challenge', 'Challenge', { rows: 3, markdown: 'section' }),
  longTextField('solution', 'Solution', { rows: 3, markdown: 'section' }),
  longTextField('results', 'Results', { rows: 3, formLabel: 'Results (one per line)' }),
  row(
    optionalTextField('projectDuration', 'Project duration'),
    optionalTextField('teamSize', 'Team size'),
    optionalTextField('technologies', 'Technologies', 1000),
  ),
] as const

export const caseStudySchema = z.object({
  ...shapeOf(caseStudyFields),
  featuredImage: httpUrlPathOrEmpty.default(''),
  ...publishingShape,
})

export type CaseStudyInput = z.input<typeof caseStudySchema>
export type CaseStudyPayload = z.output<typeof caseStudySchema>

/** A case study as the API answers it. */
export type CaseStudy = ApiFieldsOf<typeof caseStudyFields> & StoredContent

/** What the content core stores and checks of a caseStudy: its fields and its schema. */
export const contentFields: ContentFields = {
  type: contentTypes.caseStudy,
  fields: caseStudyFields,
  schema: caseStudySchema,
}
