import { EMPLOYMENT_TYPES, SALARY_CURRENCIES, WORKPLACES } from '../../job-opening-choices'
import { httpUrlPathOrEmpty } from '../../schemas/fields'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import {
  type ApiFieldsOf,
  type ContentFields,
  choiceField,
  dateField,
  longTextField,
  optionalChoiceField,
  optionalNumberField,
  publishingShape,
  row,
  shapeOf,
  summaryField,
  textField,
} from '../fields'
import { contentTypes } from '../registry'

export { EMPLOYMENT_TYPES, WORKPLACES } from '../../job-opening-choices'

/** A choice's stored values, as a column's enum lists them. */
const valuesOf = <Value extends string>(choices: Readonly<Record<Value, string>>) =>
  Object.keys(choices) as [Value, ...Value[]]

export const EMPLOYMENT_TYPE_VALUES = valuesOf(EMPLOYMENT_TYPES)
export const WORKPLACE_VALUES = valuesOf(WORKPLACES)
export const SALARY_CURRENCY_VALUES = valuesOf(SALARY_CURRENCIES)

/**
 * A job opening, in the staff form's order. `description` is the short summary lists
 * and search show, as every type's is; `content` is the full description, in Markdown.
 */
export const jobOpeningFields = [
  textField('title', 'Title'),
  row(textField('department', 'Department'), textField('location', 'Location')),
  row(
    choiceField('employmentType', 'Employment type', EMPLOYMENT_TYPES),
    choiceField('workplace', 'Workplace', WORKPLACES),
  ),
  summaryField('description', 'Summary'),
  longTextField('content', 'Description', { rows: 8, markdown: 'section' }),
  longTextField('responsibilities', 'Responsibilities', {
    rows: 4,
    formLabel: 'Responsibilities (one per line)',
  }),
  longTextField('requirements', 'Requirements', { rows: 4, formLabel: 'Requirements (one per line)' }),
  row(
    optionalNumberField('salaryMin', 'Salary from'),
    optionalNumberField('salaryMax', 'Salary to'),
    optionalChoiceField('salaryCurrency', 'Currency', SALARY_CURRENCIES),
  ),
  dateField('applyBy', 'Apply by', 'deadline'),
] as const

export const jobOpeningSchema = z
  .object({
    ...shapeOf(jobOpeningFields),
    featuredImage: httpUrlPathOrEmpty.default(''),
    ...publishingShape,
  })
  .superRefine((opening, ctx) => {
    const { salaryMin, salaryMax, salaryCurrency } = opening
    if (salaryMin !== null && salaryMax !== null && salaryMax < salaryMin)
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: 'Salary to must not be below Salary from',
      })
    if ((salaryMin !== null || salaryMax !== null) && !salaryCurrency)
      ctx.addIssue({
        code: 'custom',
        path: ['salaryCurrency'],
        message: 'Currency is required with a salary',
      })
  })

export type JobOpeningInput = z.input<typeof jobOpeningSchema>
export type JobOpeningPayload = z.output<typeof jobOpeningSchema>

/** A job opening as the API answers it. */
export type JobOpening = ApiFieldsOf<typeof jobOpeningFields> & StoredContent

/** What the content core stores and checks of a jobOpening: its fields and its schema. */
export const contentFields: ContentFields = {
  type: contentTypes.jobOpening,
  fields: jobOpeningFields,
  schema: jobOpeningSchema,
}
