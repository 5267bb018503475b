import type { DefaultValues, FieldValues } from 'react-hook-form'
import { starterDocumentText } from '@/staff/content/page-editor/new-blocks'
import type { AdminItem, FormFieldSpec } from '@/staff/content/staff-content-type'
import { localDateInput } from './local-datetime-input'

const flatten = <Input extends FieldValues>(fields: FormFieldSpec<Input>[]): FormFieldSpec<Input>[] =>
  fields.flatMap((field) => (field.kind === 'row' ? flatten(field.fields) : [field]))

/** Whether a form entry is the field `name`, or a row holding it. */
export const holdsField = <Input extends FieldValues>(field: FormFieldSpec<Input>, name: string): boolean =>
  field.kind === 'row' ? field.fields.some((each) => holdsField(each, name)) : field.name === name

/** The field of the date readers see, when the type has one. */
export const publishedDateName = <Input extends FieldValues>(fields: FormFieldSpec<Input>[]) => {
  const field = flatten(fields).find((each) => each.kind === 'date' && each.meaning === 'published')
  return field && field.kind !== 'row' ? field.name : undefined
}

/** A field's value in a new item's form. */
function newValue(field: FormFieldSpec<FieldValues>): unknown {
  if (field.kind === 'date' && field.meaning === 'published') return localDateInput(new Date())
  if (field.kind === 'flag') return false
  // A new page starts from a hero block.
  if (field.kind === 'blocks') return starterDocumentText()
  return ''
}

/** The form's values for an item, or for a new one: blank texts, today's date (unless a deadline), a draft. */
export function defaults<Item extends AdminItem, Input extends FieldValues>(
  fields: FormFieldSpec<Input>[],
  item: Item | undefined,
): DefaultValues<Input> {
  const stored = item as Record<string, unknown> | undefined
  const values: Record<string, unknown> = {
    featuredImage: item?.featuredImage ?? '',
    featuredImageAlt: item?.featuredImageAlt ?? '',
    featuredImageDecorative: item?.featuredImageDecorative ?? false,
    metaTitle: item?.metaTitle ?? '',
    metaDescription: item?.metaDescription ?? '',
    socialImage: item?.socialImage ?? '',
    isPublished: item?.isPublished ?? false,
    publishAt: item?.publishAt ?? '',
    unpublishAt: item?.unpublishAt ?? '',
    hashtags: item?.hashtags.map((tag) => tag.id) ?? [],
    // The version the edit starts from; kept with unsaved changes, so a restored draft names it too.
    ...(item ? { version: item.version } : {}),
  }
  for (const field of flatten(fields)) {
    if (field.kind === 'row') continue
    values[field.name] = stored?.[field.name] ?? newValue(field)
  }
  return values as DefaultValues<Input>
}
