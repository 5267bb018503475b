import { imageAltText } from '@shared/image-alt'
import { itemSeoText } from '@shared/item-seo'
import { revisionText, sharedFieldLabels } from '@shared/revision-messages'
import { scheduleText } from '@shared/schedule-text'
import type { PageBlock } from '@shared/schemas/page-blocks'
import type { FieldValues } from 'react-hook-form'
import { blockTypeLabels } from '@/staff/content/page-editor/page-editor-text'
import type { FormFieldSpec } from '@/staff/content/staff-content-type'
import { localTime } from '@/staff/shared/local-time'
import type { RevisionItem } from './content-revisions'

/** One field that differs between two versions of an item, its values as the screen shows them. */
export interface FieldChange {
  field: string
  label: string
  before: string
  after: string
  /** Long texts are compared word by word; short values shown whole. */
  long: boolean
}

// Kept by the server, not edited by anyone: every save changes `updatedAt` and `version`, a whitepaper's
// `hasDocument` follows its document, which the diff shows itself, and the answer reads the featured
// image's focal point and the sizes of the text's images from the media library.
const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'version',
  'hasDocument',
  'featuredImageFocus',
  'contentImages',
  'contentWhitepapers',
  // The workflow's: the form holds neither, and a review step is in the thread, not a field's change.
  'createdBy',
  'reviewState',
])
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const LONG_TEXT = 80

/** The labels of a content type's fields, in its form's order. */
export function fieldLabels<Input extends FieldValues>(
  fields: FormFieldSpec<Input>[],
): Record<string, string> {
  const labels: Record<string, string> = {}
  const visit = (list: FormFieldSpec<Input>[]) => {
    for (const field of list) {
      if (field.kind === 'row') visit(field.fields)
      else labels[field.name] = field.label
    }
  }
  visit(fields)
  return {
    ...labels,
    featuredImage: sharedFieldLabels.featuredImage,
    featuredImageAlt: imageAltText.label,
    featuredImageDecorative: imageAltText.decorative,
    hashtags: sharedFieldLabels.hashtags,
    metaTitle: itemSeoText.metaTitle,
    metaDescription: itemSeoText.metaDescription,
    socialImage: itemSeoText.socialImage,
    isPublished: sharedFieldLabels.isPublished,
    publishAt: scheduleText.publishAt,
    unpublishAt: scheduleText.unpublishAt,
  }
}

/** A field no form labels (one added after this screen): its name in words, `publishAt` as 'Publish at'. */
const inWords = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const isHashtagList = (value: unknown): value is { name: string }[] =>
  Array.isArray(value) &&
  value.every((entry) => typeof entry === 'object' && entry !== null && 'name' in entry)

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return revisionText.emptyValue
  if (typeof value === 'boolean') return value ? revisionText.yes : revisionText.no
  if (isHashtagList(value))
    return value.length ? value.map((tag) => `#${tag.name}`).join(', ') : revisionText.emptyValue
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return localTime(value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * A page's blocks (JSON text) as lines a person reads: each block by its type's name, then
 * its fields, one per line, lists indented, so that the word-by-word comparison points at the field
 * that changed. Any other text is left as it is.
 */
function readableBlocks(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('{"blocks":')) return value
  let document: { blocks?: unknown }
  try {
    document = JSON.parse(value) as { blocks?: unknown }
  } catch {
    return value
  }
  if (!Array.isArray(document.blocks)) return value
  const lines: string[] = []
  const write = (entry: unknown, indent: string) => {
    for (const [key, field] of Object.entries(entry as Record<string, unknown>)) {
      if (Array.isArray(field)) {
        lines.push(`${indent}${key}:`)
        for (const item of field) {
          if (item !== null && typeof item === 'object') {
            lines.push(`${indent}  -`)
            write(item, `${indent}    `)
          } else lines.push(`${indent}  - ${String(item)}`)
        }
      } else if (field !== null && typeof field === 'object') {
        lines.push(`${indent}${key}:`)
        write(field, `${indent}  `)
      } else lines.push(`${indent}${key}: ${String(field)}`)
    }
  }
  for (const block of document.blocks as { type?: string; id?: string }[]) {
    const { type = '', id = '', ...fields } = block
    lines.push('', `${blockTypeLabels[type as PageBlock['type']] ?? type} (${id})`)
    write(fields, '  ')
  }
  return lines.join('\n').trim()
}

const isLong = (value: unknown) =>
  typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n'))

/**
 * The fields whose values differ from `before` to `after`, labelled fields in the form's order
 * first. Hashtags compare by name, whatever their order; a blank text and a missing one are the same.
 */
export function revisionChanges(
  before: RevisionItem,
  after: RevisionItem,
  labels: Record<string, string>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(before), ...Object.keys(after)])]
  return fields.flatMap((field) => {
    if (BOOKKEEPING.has(field) || !(field in before || field in after)) return []
    const [old, current] = [before[field], after[field]].map((value) =>
      isHashtagList(value) ? [...value].sort((a, b) => a.name.localeCompare(b.name)) : readableBlocks(value),
    )
    if (shown(old) === shown(current)) return []
    const long = isLong(old) || isLong(current)
    // A long text is compared as it is, so that an emptied one shows all its words as removed.
    const text = (value: unknown) => (long ? (typeof value === 'string' ? value : '') : shown(value))
    return [{ field, label: labels[field] ?? inWords(field), before: text(old), after: text(current), long }]
  })
}
