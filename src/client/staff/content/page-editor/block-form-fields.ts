import { pageBlockLabels } from '@shared/page-block-messages'
import { image, link, ONE_LINE_MAX } from '@shared/schemas/page-block-fields'
import { type PageBlock, pageDocumentSchema } from '@shared/schemas/page-blocks'
import { z } from '@shared/schemas/zod'
import { editorFieldLabels, itemLabels, optionLabels } from './page-editor-text'

// The form of each block type, read from its schema (shared/schemas/page-blocks.ts): one renderer
// (block-fields.tsx) shows every type, so a field added to a schema appears in the editor by itself.

type BlockType = PageBlock['type']

interface Named {
  /** The key in the block or item; '' for a list's item itself. */
  key: string
  label: string
}

export type FormField = Named &
  (
    | {
        kind: 'text'
        optional: boolean
        max: number | undefined
        /** 1: a one-line input; more: a textarea of that many rows. */
        rows: number
        address: boolean
      }
    | { kind: 'image'; optional: boolean }
    | { kind: 'choice'; optional: boolean; options: { value: string; label: string }[] }
    | { kind: 'flag' }
    | { kind: 'group'; optional: boolean; fields: FormField[] }
    | { kind: 'list'; item: FormField; itemLabel: string; min: number; max: number }
  )

const labels: Record<string, string> = { ...pageBlockLabels, ...editorFieldLabels }

/** A field's name: by its key, except a figure's label, which is not a button's. */
function labelOf(key: string, listKey: string | undefined): string {
  if (listKey === 'stats' && key === 'label') return pageBlockLabels.statLabel
  return labels[key] ?? humanize(key)
}

const humanize = (value: string) => {
  const words = value.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function optionLabel(key: string, value: string): string {
  if (key === 'service') return `/services/${value}`
  return optionLabels[key]?.[value] ?? humanize(value)
}

/** A list's least and greatest lengths, as its schema's checks say. */
function lengthsOf(schema: z.ZodArray): { min: number; max: number } {
  let min = 0
  let max = Number.POSITIVE_INFINITY
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number }
    if (def.check === 'min_length' && def.minimum !== undefined) min = def.minimum
    if (def.check === 'max_length' && def.maximum !== undefined) max = def.maximum
  }
  return { min, max }
}

function rowsOf(key: string, max: number | undefined): number {
  if (key === 'markdown') return 14
  return max !== undefined && max > ONE_LINE_MAX ? 4 : 1
}

function fieldOf(key: string, schema: z.ZodType, listKey?: string): FormField | undefined {
  const optional = schema instanceof z.ZodOptional
  const inner = optional ? (schema.unwrap() as z.ZodType) : schema
  const label = labelOf(key, listKey)
  if (inner === image) return { key, label, kind: 'image', optional }
  if (inner instanceof z.ZodString) {
    const max = inner.maxLength ?? undefined
    return { key, label, kind: 'text', optional, max, rows: rowsOf(key, max), address: inner === link }
  }
  if (inner instanceof z.ZodEnum) {
    const options = inner.options.map((value) => ({
      value: String(value),
      label: optionLabel(key, String(value)),
    }))
    return { key, label, kind: 'choice', optional, options }
  }
  if (inner instanceof z.ZodBoolean) return { key, label, kind: 'flag' }
  if (inner instanceof z.ZodArray) {
    const item = fieldOf('', inner.element as z.ZodType, key)
    if (!item) return undefined
    const itemLabel = itemLabels[key] ?? label
    return { key, label, kind: 'list', item: { ...item, label: itemLabel }, itemLabel, ...lengthsOf(inner) }
  }
  if (inner instanceof z.ZodObject)
    return { key, label, kind: 'group', optional, fields: fieldsOf(inner, listKey) }
  // The block's `type`, a literal: shown as the card's name, never edited.
  return undefined
}

function fieldsOf(schema: z.ZodObject, listKey?: string): FormField[] {
  return Object.entries(schema.shape).flatMap(
    ([key, field]) => fieldOf(key, field as z.ZodType, listKey) ?? [],
  )
}

const blockSchemas = pageDocumentSchema.shape.blocks.element.options

/** How many blocks a page has at least and at most. */
export const blockCount = lengthsOf(pageDocumentSchema.shape.blocks)

/** The types 'Add block' adds: a shared block is placed with 'Add shared block' (shared-block-parts.tsx). */
export type AddableType = Exclude<BlockType, 'shared'>

/** The block types, in the schema's order: the 'Add block' list's. */
export const blockTypes: AddableType[] = blockSchemas.flatMap((schema) => {
  const type = schema.shape.type.value
  return type === 'shared' ? [] : [type]
})

/** Each type's fields in the schema's order, with the block's id last (few need to change it). */
const blockForms = new Map(
  blockSchemas.map((schema) => {
    const fields = fieldsOf(schema)
    const id = fields.filter((field) => field.key === 'id')
    return [schema.shape.type.value as string, [...fields.filter((field) => field.key !== 'id'), ...id]]
  }),
)

/** The fields of a block of `type`, or none for a type the schema does not know. */
export const blockFormOf = (type: unknown): FormField[] | undefined =>
  typeof type === 'string' ? blockForms.get(type) : undefined

/** A new item of a list: blank texts (for the editor to fill in), the first option, the fewest items. */
export function blankOf(field: FormField): unknown {
  switch (field.kind) {
    case 'text':
    case 'image':
      return field.optional ? undefined : ''
    case 'choice':
      return field.optional ? undefined : field.options[0]?.value
    case 'flag':
      return undefined
    case 'group':
      return field.optional
        ? undefined
        : Object.fromEntries(field.fields.map((each) => [each.key, blankOf(each)]))
    case 'list':
      return Array.from({ length: field.min }, () => blankOf(field.item))
  }
}
