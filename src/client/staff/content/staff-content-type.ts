import type { DateMeaning, FieldEntry, MarkdownLook } from '@shared/content/fields'
import type { PublicationState } from '@shared/content/publication'
import type { ContentTypeEntry, ContentTypeName } from '@shared/content/registry'
import { contentTypeMessages, staffLabels } from '@shared/content/type-words'
import type { ContentTypeMessages } from '@shared/messages'
import type { ImageFocus } from '@shared/schemas/media'
import type { ReviewState } from '@shared/schemas/review'
import type { HashtagRef } from '@shared/types'
import type * as React from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import type { ContentTypeCalls } from '@/staff/shared/content-type-calls'

/** One control of a content form, in the order the form shows them. */
export type FormFieldSpec<Input extends FieldValues> =
  | { kind: 'text'; name: Path<Input>; label: string; optional?: true }
  /** `markdown`: the text is Markdown, previewed as the public page shows it. */
  | { kind: 'long'; name: Path<Input>; label: string; rows: number; markdown?: MarkdownLook }
  | { kind: 'date'; name: Path<Input>; label: string; meaning: DateMeaning }
  /** The whitepaper's PDF, uploaded to R2; the field holds its key. */
  | { kind: 'document'; name: Path<Input>; label: string }
  /** One of a fixed list, as a select; `optional` adds a blank first choice. */
  | {
      kind: 'choice'
      name: Path<Input>
      label: string
      options: ReadonlyArray<{ value: string; label: string }>
      optional?: true
    }
  /** A whole number the user may leave blank. */
  | { kind: 'number'; name: Path<Input>; label: string; optional: true }
  /** A page's blocks: the document as JSON text, edited block by block (page-editor/blocks-field.tsx). */
  | { kind: 'blocks'; name: Path<Input>; label: string }
  /** A yes-or-no setting, as a checkbox. */
  | { kind: 'flag'; name: Path<Input>; label: string }
  /** Short fields side by side on wide screens. */
  | { kind: 'row'; fields: FormFieldSpec<Input>[] }

/**
 * The form of a type's own fields, as its schema module declares them (shared/content/fields.ts).
 * The names are the schema's own keys, so they are paths of its input.
 */
function formFields<Input extends FieldValues>(entries: readonly FieldEntry[]): FormFieldSpec<Input>[] {
  return entries.map((entry): FormFieldSpec<Input> => {
    if ('row' in entry) return { kind: 'row', fields: formFields<Input>(entry.row) }
    const label = entry.formLabel ?? entry.label
    return { ...entry.control, name: entry.name as Path<Input>, label } as FormFieldSpec<Input>
  })
}

/** What every content item in the staff screen has. */
export interface AdminItem extends PublicationState {
  id: number
  title: string
  featuredImage: string | null
  featuredImageAlt: string | null
  featuredImageDecorative: boolean
  featuredImageFocus: ImageFocus | null
  metaTitle: string | null
  metaDescription: string | null
  socialImage: string | null
  hashtags: HashtagRef[]
  updatedAt: string
  /** Sent back with an edit, so that a save from an older version is refused (409). */
  version: number
  reviewState: ReviewState | null
  /** Who created it: an editor may go on writing their own drafts. */
  createdBy: number | null
}

/**
 * What a content type declares for the staff screen: its words, its form's fields and its API.
 * The tab, the list with its cards, the dialog, the form with the featured image, hashtags and
 * published switch, the toasts and the permissions come from the core (content-list.tsx,
 * content-form.tsx).
 */
export interface AdminContentType<Item extends AdminItem, Input extends FieldValues, Payload>
  extends ContentTypeCalls<Item, Payload> {
  /** Its name in the API's per-type records: unsaved changes, revisions, preview links. */
  name: ContentTypeName
  names: { one: string; many: string }
  /**
   * The field holding an item's own address, when staff may change it: an edit that moves the item
   * offers to keep the old address (a 301 to the new one, `keepOldAddress` in the payload).
   */
  movableAddress?: Path<Input>
  /** Where an item's public page is; none for a type shown on no page of its own. */
  pagePath?: (item: Omit<Item, 'content'>) => string
  /** The tab's value and label; the list's heading. */
  tab: { value: string; label: string }
  labels: { add: string; create: string; edit: string; update: string }
  /** docs/product.md section 8's toasts for this type. */
  messages: ContentTypeMessages
  /** docs/product.md section 8: case-study toasts show the server's error field when there is one. */
  serverMessageFirst: boolean
  /** A new item cannot be saved without its featured image. */
  imageRequiredOnCreate: boolean
  schema: z.ZodType<Payload, Input>
  fields: FormFieldSpec<Input>[]
  /** Who an item is by, as the list's column and filter name it: author, client or department. */
  byline: { label: string; of(item: Omit<Item, 'content'>): string }
  /** The card's second line: author and date, or client and industry. */
  cardMeta(item: Omit<Item, 'content'>): React.ReactNode
  /** The card's text under it: the excerpt, or an opening's summary. */
  cardText(item: Omit<Item, 'content'>): string
  /**
   * Items that are never deleted, unpublished or scheduled (the site's own pages): the list offers no
   * Delete for one, and its form shows `fields` read-only (with `fieldHint`) and says `published` in
   * place of the published switch and schedule. The Worker enforces the same.
   */
  permanent?: {
    of(item: Omit<Item, 'content'>): boolean
    fields: readonly string[]
    fieldHint: string
    published: string
  }
}

/** A field's label, by its name. */
const labelOf = (entries: readonly FieldEntry[], name: string): string => {
  for (const entry of entries) {
    const found = 'row' in entry ? entry.row.find((field) => field.name === name) : entry
    if (found?.name === name) return found.label
  }
  throw new Error(`No field '${name}' to name`)
}

/**
 * What the registry and a type's fields say of it in the staff screen: its records' name, its tab,
 * its buttons and toasts, its form's fields, and who an item is by.
 */
export function staffNaming<Input extends FieldValues>(
  type: ContentTypeEntry,
  entries: readonly FieldEntry[],
) {
  const { many, ...labels } = staffLabels(type)
  return {
    fields: formFields<Input>(entries),
    byline: {
      label: labelOf(entries, type.byline),
      of: (item: object) => String((item as Record<string, unknown>)[type.byline] ?? ''),
    },
    name: type.key,
    /** How a sentence names items of the type: 'POV' and 'POVs', 'case study' and 'case studies'. */
    names: type.labels,
    /** Where an item's public page is (a page's own address is its declaration's to say). */
    pagePath: type.address === 'item' ? (item: { id: number }) => `/${type.segment}/${item.id}` : undefined,
    tab: { value: type.segment, label: many },
    labels,
    messages: contentTypeMessages(type),
  }
}

/** A write's error toast: the server's error field when the type shows it, else `fallback`. */
export const failureText =
  (type: { serverMessageFirst: boolean }, fallback: string) =>
  (error: Error): string =>
    (type.serverMessageFirst && error instanceof ApiError && error.serverMessage) || fallback
