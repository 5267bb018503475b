import { ENTERED_YEAR_MAX, ENTERED_YEAR_MIN, LONG_TEXT_MAX, TEXT_FIELD_MAX } from '../constants'
import { DOCUMENT_KEY_PATTERN } from '../document-key'
import { formMessages } from '../messages'
import {
  editedVersion,
  hashtagIds,
  imageAltFields,
  inEnteredYears,
  itemSeoFields,
  optionalText,
  requiredText,
  scheduleFields,
} from '../schemas/fields'
import { z } from '../schemas/zod'
import type { ContentTypeEntry } from './registry'

// A content type's own fields, each declared once: its name, its label, its rule and how the staff
// form shows it. The type's zod schema (and with it the form's validation and the API's types), the
// staff form and the revision labels all derive from the one list.

/**
 * How Markdown sits on its page: an article's body (`#` is h2, larger text) or the text of a
 * titled section (`#` one level below the section's heading). The form previews it that way.
 */
export type MarkdownLook = 'article' | 'section'

export type DateMeaning = 'published' | 'deadline'

/** How the staff form shows a field. */
export type FieldControl =
  | { kind: 'text'; optional?: true }
  | { kind: 'long'; rows: number; markdown?: MarkdownLook }
  /**
   * 'published': the date readers see; a new item's form shows today, and a scheduled item takes
   * the day of its 'Publish at' until the editor sets one. 'deadline': starts blank, for the
   * editor to choose.
   */
  | { kind: 'date'; meaning: DateMeaning }
  | { kind: 'document' }
  | { kind: 'choice'; options: ReadonlyArray<{ value: string; label: string }>; optional?: true }
  | { kind: 'number'; optional: true }
  /** A page's blocks (shared/content/types/page.ts): the document as JSON text, edited block by block. */
  | { kind: 'blocks' }
  /** A yes-or-no setting, as a checkbox. */
  | { kind: 'flag' }

export interface ContentField<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name
  /** The name in messages ('Title is required') and, unless `formLabel` says otherwise, in the form. */
  label: string
  formLabel?: string
  schema: Schema
  control: FieldControl
  /** Optional, and stored as NULL when left blank, as the seed and the public pages expect. */
  blankIsNull?: true
}

/** Short fields side by side on wide screens. */
export interface FieldRow<Fields extends readonly ContentField[] = readonly ContentField[]> {
  row: Fields
}

export type FieldEntry = ContentField | FieldRow

/** A one-line text the user must fill in; `max` is 200 characters unless the field is a longer summary. */
export const textField = <Name extends string>(name: Name, label: string, max = TEXT_FIELD_MAX) => ({
  name,
  label,
  schema: requiredText(label, max),
  control: { kind: 'text' } as FieldControl,
})

/** A one-line summary that may run long (a description, an excerpt): the long-text limit, a single line. */
export const summaryField = <Name extends string>(name: Name, label: string) =>
  textField(name, label, LONG_TEXT_MAX)

export const optionalTextField = <Name extends string>(name: Name, label: string, max = TEXT_FIELD_MAX) => ({
  name,
  label,
  schema: optionalText(label, max),
  control: { kind: 'text', optional: true } as FieldControl,
  blankIsNull: true as const,
})

/** A text of several lines the user must fill in, Markdown when `markdown` says how it sits. */
export const longTextField = <Name extends string>(
  name: Name,
  label: string,
  control: { rows: number; markdown?: MarkdownLook; formLabel?: string },
) => {
  const { formLabel, ...shown } = control
  return {
    name,
    label,
    ...(formLabel ? { formLabel } : {}),
    schema: requiredText(label, LONG_TEXT_MAX, 'many'),
    control: { kind: 'long', ...shown } as FieldControl,
  }
}

/**
 * A day of the calendar, `YYYY-MM-DD`, as the date input gives it (not 2024-13-45, nor 2023-02-29),
 * in the years people may enter.
 */
export const dateField = <Name extends string>(name: Name, label: string, meaning: DateMeaning) => ({
  name,
  label,
  schema: z
    .string({ error: formMessages.required(label) })
    .trim()
    .min(1, formMessages.required(label))
    .pipe(
      z.iso
        .date({ error: `${label} must be a date` })
        .refine(inEnteredYears, `${label} must be a date from ${ENTERED_YEAR_MIN} to ${ENTERED_YEAR_MAX}`),
    ),
  control: { kind: 'date', meaning } as FieldControl,
})

/** A PDF uploaded to R2: the key the document upload answered, or blank for none. */
export const documentField = <Name extends string>(name: Name, label: string) => ({
  name,
  label,
  schema: z
    .string()
    .trim()
    .refine((value) => value === '' || DOCUMENT_KEY_PATTERN.test(value), formMessages.invalidDocument)
    .default(''),
  control: { kind: 'document' } as FieldControl,
  blankIsNull: true as const,
})

/** A choice's stored values, and its select's options: each value with its label. */
const choicesOf = <Value extends string>(choices: Readonly<Record<Value, string>>) => {
  const values = Object.keys(choices) as [Value, ...Value[]]
  return { values, options: values.map((value) => ({ value, label: choices[value] })) }
}

/** One of a fixed list, shown as a select; `choices` maps each stored value to its label. */
export const choiceField = <Name extends string, Value extends string>(
  name: Name,
  label: string,
  choices: Readonly<Record<Value, string>>,
) => {
  const { values, options } = choicesOf(choices)
  return {
    name,
    label,
    schema: z.enum(values, { error: formMessages.required(label) }),
    control: { kind: 'choice', options } as FieldControl,
  }
}

/** Like `choiceField`, but may be left unset: blank is stored as NULL. */
export const optionalChoiceField = <Name extends string, Value extends string>(
  name: Name,
  label: string,
  choices: Readonly<Record<Value, string>>,
) => {
  const { values, options } = choicesOf(choices)
  return {
    name,
    label,
    schema: z
      .union([z.literal(''), z.enum(values)], { error: `${label} must be one of the listed choices` })
      .nullish()
      .transform((value) => value || null),
    control: { kind: 'choice', options, optional: true } as FieldControl,
    blankIsNull: true as const,
  }
}

/**
 * A whole number the user may leave blank (an amount of money): the form's text, or the API's
 * number; blank or null is stored as NULL.
 */
export const optionalNumberField = <Name extends string>(name: Name, label: string, max = 100_000_000) => ({
  name,
  label,
  schema: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null
      const number = typeof value === 'number' ? value : Number(value.replaceAll(/[\s,]/g, ''))
      if (!Number.isInteger(number) || number < 0 || number > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 0 to ${max}` })
        return z.NEVER
      }
      return number
    }),
  control: { kind: 'number', optional: true } as FieldControl,
  blankIsNull: true as const,
})

export const row = <Fields extends readonly ContentField[]>(...fields: Fields): FieldRow<Fields> => ({
  row: fields,
})

type FieldsOf<Entries extends readonly FieldEntry[]> = Entries[number] extends infer Entry
  ? Entry extends FieldRow<infer Fields>
    ? Fields[number]
    : Entry
  : never

/** The zod shape of a type's own fields. */
export type ShapeOf<Entries extends readonly FieldEntry[]> = {
  [Field in FieldsOf<Entries> as Field extends ContentField<infer Name>
    ? Name
    : never]: Field extends ContentField<string, infer Schema> ? Schema : never
}

/**
 * A type's own fields as the API answers them: each as its rule outputs it, and null where a field
 * stored as NULL when blank was left blank.
 */
export type ApiFieldsOf<Entries extends readonly FieldEntry[]> = {
  [Field in FieldsOf<Entries> as Field extends ContentField<infer Name> ? Name : never]: Field extends {
    schema: infer Schema extends z.ZodType
  }
    ? Field extends { blankIsNull: true }
      ? z.output<Schema> | null
      : z.output<Schema>
    : never
}

/** Each field of the entries, rows opened, in the form's order. */
const fieldsOf = (entries: readonly FieldEntry[]): ContentField[] =>
  entries.flatMap((entry) => ('row' in entry ? [...entry.row] : [entry]))

/** The names of the fields stored as NULL when left blank. */
export const blankAsNullOf = <Entries extends readonly FieldEntry[]>(entries: Entries) =>
  fieldsOf(entries)
    .filter((field) => field.blankIsNull)
    .map((field) => field.name as keyof ShapeOf<Entries> & string)

/**
 * The names of the fields whose text may show uploaded images: Markdown, and a page's blocks (whose
 * JSON names its images' addresses as Markdown does).
 */
export const uploadTextFieldsOf = (entries: readonly FieldEntry[]) =>
  fieldsOf(entries)
    .filter(
      (field) =>
        (field.control.kind === 'long' && field.control.markdown !== undefined) ||
        field.control.kind === 'blocks',
    )
    .map((field) => field.name)

export const shapeOf = <Entries extends readonly FieldEntry[]>(entries: Entries): ShapeOf<Entries> =>
  Object.fromEntries(fieldsOf(entries).map((field) => [field.name, field.schema])) as ShapeOf<Entries>

/**
 * The field groups every content type composes besides its own fields: the featured image's alt text,
 * search and social settings, the published switch and its schedule, the version an edit started
 * from, and the hashtags. The featured image itself is each type's own rule.
 */
export const publishingShape = {
  ...imageAltFields,
  ...itemSeoFields,
  isPublished: z.boolean().default(false),
  ...scheduleFields,
  ...editedVersion,
  hashtags: hashtagIds,
}

/**
 * A content type's own fields and the schema its items are written with, as its module in
 * content/types/ declares them (`export const contentFields`): the Worker stores and checks items by
 * them, and the staff forms are built from them.
 */
export interface ContentFields {
  type: ContentTypeEntry
  fields: readonly FieldEntry[]
  schema: z.ZodType
}
