import { isLandingPagePath } from '../../landing-page'
import { pageText } from '../../page-messages'
import { SERVICE_SLUGS } from '../../routes'
import { imageUrlOrEmpty } from '../../schemas/fields'
import { pageBlock, pageDocumentSchema } from '../../schemas/page-blocks'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import {
  type ApiFieldsOf,
  type ContentFields,
  type FieldControl,
  publishingShape,
  row,
  shapeOf,
  summaryField,
  textField,
} from '../fields'
import { contentTypes } from '../registry'

/** The site's own pages, built from blocks: always there, at these addresses, and always published. */
const SITE_PAGE_PATHS = [
  '/',
  '/about',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}` as const),
  '/privacy-notice',
  '/cookie-policy',
  '/terms-of-use',
] as const

export const isSitePagePath = (path: string) => (SITE_PAGE_PATHS as readonly string[]).includes(path)

const isPagePath = (path: string) => isSitePagePath(path) || isLandingPagePath(path)

/** A page's address: one of the site's pages, or a landing page's `/lp/<slug>`. */
const pathField = <Name extends string>(name: Name, label: string) => ({
  name,
  label,
  schema: z.string({ error: pageText.path }).trim().refine(isPagePath, pageText.path),
  control: { kind: 'text' } as FieldControl,
})

/**
 * A page's blocks: its document (shared/schemas/page-blocks.ts) as JSON text, which is how the API
 * carries and stores it (the content core's `content`). Checked block by block, and stored as it
 * parsed, so a field's error names the block and the field (`content.blocks.2.heading`).
 */
const blocksField = <Name extends string>(name: Name, label: string) => ({
  name,
  label,
  schema: z
    .string({ error: pageText.notJson })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: pageText.notJson })
        return z.NEVER
      }
    })
    .pipe(pageDocumentSchema)
    .transform((document) => JSON.stringify(document)),
  control: { kind: 'blocks' } as FieldControl,
})

/** A yes-or-no setting that is off unless set. */
const flagField = <Name extends string>(name: Name, label: string) => ({
  name,
  label,
  schema: z.boolean().default(false),
  control: { kind: 'flag' } as FieldControl,
})

/** A page's own fields: its name in lists and its heading in search results, its address, its blocks. */
export const pageFields = [
  row(textField('title', 'Title'), pathField('path', 'Address')),
  summaryField('description', 'Description'),
  blocksField('content', 'Blocks'),
  flagField('noindex', 'Keep out of search engines and the sitemap'),
  flagField('hideChrome', 'Hide the site menu and footer (a logo-only header and the legal links)'),
] as const

export const pageSchema = z.object({
  ...shapeOf(pageFields),
  featuredImage: imageUrlOrEmpty.default(''),
  ...publishingShape,
  /**
   * On an update that changes `path`: whether the old address answers with a 301 to the new one
   * (unless false). Not stored with the page.
   */
  keepOldAddress: z.boolean().optional(),
})

export type PageInput = z.input<typeof pageSchema>
export type PagePayload = z.output<typeof pageSchema>

/** A page as the API answers it: `content` is its document as JSON text. */
export type Page = ApiFieldsOf<typeof pageFields> & StoredContent

/**
 * A stored document as visitors get it: every block that still passes its schema. Writes are checked,
 * so this drops only what a later change of the rules left behind; a page never fails for it.
 * `dropped` names each block left out, for the log.
 */
export function shownDocument(text: string): { document: string; dropped: string[] } {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return { document: JSON.stringify({ blocks: [] }), dropped: ['(unreadable JSON)'] }
  }
  if (pageDocumentSchema.safeParse(stored).success) return { document: text, dropped: [] }
  const blocks = (stored as { blocks?: unknown }).blocks
  const candidates = Array.isArray(blocks) ? blocks : []
  const kept = candidates.filter((block) => pageBlock.safeParse(block).success)
  const dropped = candidates
    .filter((block) => !kept.includes(block))
    .map((block) => String((block as { id?: unknown })?.id ?? '(no id)'))
  return { document: JSON.stringify({ blocks: kept }), dropped }
}

/** What the content core stores and checks of a page: its fields and its schema. */
export const contentFields: ContentFields = {
  type: contentTypes.page,
  fields: pageFields,
  schema: pageSchema,
}
