import { embedOf } from '@shared/markdown/embed'
import { linkTarget } from '@shared/markdown/link-target'
import { richEditorText } from '@shared/markdown-messages'
import { imageAltFields, requireImageAlt } from '@shared/schemas/fields'
import { z } from '@shared/schemas/zod'

// What the visual editor's insertion dialogs accept. The rules other forms share (an image's alt
// text, an embed's address) come from where those forms take them, so both say the same.

/** A trimmed text that must not be blank, with the dialog's own message. */
const filledIn = (message: string) => z.string().trim().min(1, message)

// The addresses the dialog offers: the web, e-mail, or a page of this site (its hint says so).
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+@\S+|\/\S*)$/

export const linkSchema = z.object({
  address: z
    .string()
    .trim()
    .regex(LINK_ADDRESS, richEditorText.linkInvalid)
    // And only what the public pages show as a link (`//host` and `/\host` are other sites' paths).
    .refine((address) => linkTarget(address, '') !== null, richEditorText.linkInvalid),
})

export const embedSchema = z.object({
  href: z
    .string()
    .trim()
    .refine((href) => embedOf(href) !== null, richEditorText.embedInvalid),
  title: filledIn(richEditorText.embedTitleRequired),
  thumbnail: z.string().nullable(),
})

/**
 * The content form's alt rule (`requireImageAlt` over `imageAltFields`). That rule asks for alt
 * text once an image is set; this dialog is always about an image, so it holds from the first
 * submit, whether or not the image is chosen yet, and `featuredImage` is always set for it.
 */
export const imageSchema = requireImageAlt(
  z.object({
    featuredImage: z.literal(true).default(true),
    src: z.string().min(1, richEditorText.imageMissing),
    ...imageAltFields,
    caption: z.string().trim(),
  }),
)

export const callToActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contact'),
    label: filledIn(richEditorText.ctaLabelRequired),
    whitepaper: z.string(),
  }),
  z.object({
    kind: z.literal('whitepaper'),
    label: z.string(),
    whitepaper: z.string().min(1, richEditorText.ctaWhitepaperRequired),
  }),
])
