import { isHttpUrl, isSitePath, isUploadPath } from '../image-address'
import { pageBlockLabels as labels, pageBlockText as text } from '../page-block-messages'
import { SERVICE_SLUGS } from '../routes'
import { lineText, multilineText } from './plain-text'
import { z } from './zod'

// The fields page blocks are made of (schemas/page-blocks.ts), each with its limit and its message.

/**
 * The icons the pages draw beside a card's title, by their Lucide name: the set today's copy uses,
 * so that a block can only name an icon the site's renderers know (content/blocks/block-icons.ts).
 */
const PAGE_ICONS = [
  'brain',
  'building-complex',
  'chart-column',
  'cloud',
  'code-xml',
  'database',
  'gauge',
  'handshake',
  'layers',
  'lightbulb',
  'rocket',
  'shield-check',
  'sparkles',
  'target',
  'users',
  'workflow',
] as const
export type PageIcon = (typeof PAGE_ICONS)[number]

/** The pictures shipped with the site (public/images/services) that the pages show today. */
export const STATIC_PAGE_IMAGES: readonly string[] = [
  '/images/services/artificial-intelligence.svg',
  '/images/services/data-analytics.svg',
  '/images/services/platform-engineering.svg',
  '/images/services/process-consulting.svg',
  '/images/services/qa-automation.svg',
  '/images/services/smb-enablement.svg',
]

const ADDRESS_MAX = 2048
const ALT_MAX = 250

/**
 * A text longer than this is edited in a textarea (the page editor's form reads it from here) and
 * may hold line breaks; up to it, a one-line input's text may not.
 */
export const ONE_LINE_MAX = 250

const textUpTo = (max: number) => (max > ONE_LINE_MAX ? multilineText : lineText)

/** A trimmed text that must be filled in. */
export const requiredText = (label: string, max: number) =>
  textUpTo(max)({ error: text.required(label) })
    .trim()
    .min(1, text.required(label))
    .max(max, text.tooLong(label, max))

export const optionalText = (label: string, max: number) =>
  textUpTo(max)().trim().max(max, text.tooLong(label, max)).optional()

export const list = <Item extends z.ZodType>(item: Item, label: string, min: number, max: number) =>
  z
    .array(item, { error: text.required(label) })
    .min(min, text.tooFew(label, min))
    .max(max, text.tooMany(label, max))

/** A block's id: unique in its page, and usable as the anchor of its section (`/services#ai`). */
export const blockId = z
  .string({ error: text.blockId })
  .max(64, text.tooLong(labels.id, 64))
  .regex(/^[a-z][a-z0-9-]*$/, text.blockId)

/**
 * Where a button leads: a path on this site (a section's `#anchor` allowed, a query not: the
 * router's links take their search as data) or an http(s) address; never `javascript:` and the like.
 */
export const link = lineText({ error: text.link })
  .trim()
  .max(ADDRESS_MAX, text.link)
  .refine((value) => isHttpUrl(value) || (isSitePath(value) && !value.includes('?')), text.link)

/** An upload (`/images/<key>`) or one of the site's own service pictures. */
export const image = lineText({ error: text.image })
  .trim()
  .max(ADDRESS_MAX, text.image)
  .refine((value) => isUploadPath(value) || STATIC_PAGE_IMAGES.includes(value), text.image)

export const alt = requiredText(labels.alt, ALT_MAX)

export const icon = z.enum(PAGE_ICONS, { error: text.icon })

export const service = z.enum(SERVICE_SLUGS, { error: text.service })

export const choice = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, { error: text.choice })

/** Behind a section: the page's white, or the light grey that sets a section apart from its neighbours. */
export const background = choice(['plain', 'tinted'])

export const stat = z.object({
  value: requiredText(labels.value, 20),
  label: requiredText(labels.statLabel, 80),
})

export const buttonLabel = requiredText(labels.label, 60)
