import { ENTERED_YEAR_MAX, ENTERED_YEAR_MIN, TEXT_FIELD_MAX } from '../constants'
import { isHttpUrl, isSitePath, isUploadPath } from '../image-address'
import { IMAGE_ALT_MAX, imageAltText } from '../image-alt'
import { itemSeoText, META_DESCRIPTION_MAX, META_TITLE_MAX } from '../item-seo'
import { formMessages } from '../messages'
import { scheduleText } from '../schedule-text'
import { lineText, multilineText } from './plain-text'
import { z } from './zod'

/** Whether a field is one line (an input) or may hold line breaks (a textarea). */
type TextLines = 'one' | 'many'

const textOf = (lines: TextLines) => (lines === 'one' ? lineText : multilineText)

/** A trimmed text the user must fill in, with the spec's '{Field} is required' message. */
export const requiredText = (label: string, max = TEXT_FIELD_MAX, lines: TextLines = 'one') =>
  textOf(lines)({ error: formMessages.required(label) })
    .trim()
    .min(1, formMessages.required(label))
    .max(max, `${label} must be at most ${max} characters`)

export const optionalText = (label: string, max = TEXT_FIELD_MAX) =>
  lineText().trim().max(max, `${label} must be at most ${max} characters`).optional().default('')

/** An http(s) URL, or an upload of this site by its path (how uploads are stored: migration 0017). */
export const imageUrlOrEmpty = lineText()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isHttpUrl(value) || isUploadPath(value), formMessages.invalidUrl)

export const httpUrlPathOrEmpty = lineText()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isSitePath(value) || isHttpUrl(value), formMessages.invalidUrlOrPath)

/** Hashtag ids as the admin forms send them. */
export const hashtagIds = z.array(z.number().int().positive()).max(50).default([])

export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/**
 * The featured image's alt text and decorative mark. Optional with no default, so an
 * update from a client that does not know them leaves the stored values alone; null, as the API
 * answers an unset one, is taken too, so an item read and sent back saves.
 */
export const imageAltFields = {
  featuredImageAlt: lineText().trim().max(IMAGE_ALT_MAX, imageAltText.tooLong).nullish(),
  // The column is a flag: null, like an unset mark, is stored as not decorative.
  featuredImageDecorative: z
    .boolean()
    .nullish()
    .transform((value) => (value === null ? false : value)),
}

/** The staff form's rule: an image needs its alt text unless it is marked decorative. */
export function requireImageAlt<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, ctx) => {
    const { featuredImage, featuredImageAlt, featuredImageDecorative } = value as ImageAltValues
    if (featuredImage && !featuredImageDecorative && !featuredImageAlt)
      ctx.addIssue({ code: 'custom', path: ['featuredImageAlt'], message: imageAltText.required })
  })
}

interface ImageAltValues {
  featuredImage?: string
  featuredImageAlt?: string | null
  featuredImageDecorative?: boolean | null
}

/**
 * Per-item search and social settings; optional with no default, like the alt text.
 * The social image may be a path on this site or an http(s) URL, as a case study's image may.
 */
export const itemSeoFields = {
  metaTitle: lineText().trim().max(META_TITLE_MAX, itemSeoText.metaTitleTooLong).nullish(),
  metaDescription: multilineText()
    .trim()
    .max(META_DESCRIPTION_MAX, itemSeoText.metaDescriptionTooLong)
    .nullish(),
  socialImage: httpUrlPathOrEmpty.nullish(),
}

/** Whether an ISO date or instant (`YYYY-…`) falls in the years people may enter, by the year as written. */
export const inEnteredYears = (value: string) => {
  const year = Number(value.slice(0, 4))
  return year >= ENTERED_YEAR_MIN && year <= ENTERED_YEAR_MAX
}

/** An instant with its offset, as the form's time fields send it; blank or null means none. */
const instant = z
  .union(
    [
      z.literal(''),
      z.iso
        .datetime({ offset: true, error: scheduleText.invalidTime })
        .refine(inEnteredYears, scheduleText.timeOutOfRange(ENTERED_YEAR_MIN, ENTERED_YEAR_MAX)),
    ],
    { error: scheduleText.invalidTime },
  )
  .nullish()

/**
 * Scheduled publishing: a published item is public from `publishAt` until
 * `unpublishAt`. Optional with no default, like the alt text: a client that does not know them
 * leaves the stored times alone.
 */
export const scheduleFields = { publishAt: instant, unpublishAt: instant }

/**
 * The item's `version` an edit started from: when another save has come since, the update is
 * refused (409) rather than silently undoing it. Optional: a client that sends none saves over
 * whatever is there, as the spec's API always did. A create ignores it.
 */
export const editedVersion = {
  version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
}

/** The write rule of every content schema, on the form and the API: the window is not empty. */
export function requireScheduleOrder<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, ctx) => {
    const { publishAt, unpublishAt } = value as { publishAt?: string | null; unpublishAt?: string | null }
    if (publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt))
      ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: scheduleText.unpublishBeforePublish })
  })
}
