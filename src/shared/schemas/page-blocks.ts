import { pageBlockLabels as labels, pageBlockText as text } from '../page-block-messages'
import {
  alt,
  background,
  blockId,
  buttonLabel,
  choice,
  icon,
  image,
  link,
  list,
  optionalText,
  requiredText,
  service,
  stat,
} from './page-block-fields'
import { z } from './zod'

// A page as a document of typed blocks (docs/decisions/020): one schema per block
// type, shared by the Worker that stores a page and the staff form that edits it. Each block renders
// with client/content/blocks/<type>-block.tsx.

const heading = requiredText(labels.heading, 120)
const intro = optionalText(labels.intro, 400)
const title = requiredText(labels.title, 100)
const description = requiredText(labels.description, 600)
const feature = z.object({ title, description })
const buttonLink = z.object({ label: buttonLabel, href: link })

const hero = z.object({
  id: blockId,
  type: z.literal('hero'),
  eyebrow: optionalText(labels.eyebrow, 80),
  heading,
  tagline: optionalText(labels.tagline, 160),
  blurb: requiredText(labels.blurb, 600),
  /** A primary button is solid with an arrow; a secondary one is outlined. */
  buttons: list(buttonLink.extend({ variant: choice(['primary', 'secondary']) }), labels.buttons, 0, 2),
  /** Shown beside the text on wide screens. */
  stats: list(stat, labels.stats, 0, 4),
})

/** When cards sit side by side: three from tablets; or two from tablets (or from large phones), three from laptops. */
const CARD_COLUMNS = ['three', 'two-then-three', 'two-early-then-three'] as const

const valueCards = z
  .object({
    id: blockId,
    type: z.literal('value-cards'),
    heading,
    /** The cards' own titles say it on screen; the heading still names the section for screen readers. */
    hideHeading: z.boolean().optional(),
    intro,
    cards: list(feature.extend({ icon: icon.optional() }), labels.cards, 1, 12),
    columns: choice(CARD_COLUMNS),
    background,
  })
  .refine((block) => !(block.hideHeading && block.intro), {
    path: ['intro'],
    message: text.hiddenHeadingIntro,
  })

const statistics = z.object({
  id: blockId,
  type: z.literal('statistics'),
  stats: list(stat, labels.stats, 1, 8),
  background,
})

/** Cards that each lead to a service page (docs/product.md section 2: the home page's six). */
const serviceCards = z.object({
  id: blockId,
  type: z.literal('service-cards'),
  heading,
  intro,
  cards: list(
    z.object({
      service,
      title,
      description: requiredText(labels.description, 300),
      features: list(requiredText(labels.feature, 80), labels.features, 1, 6),
      image,
      alt,
    }),
    labels.cards,
    1,
    12,
  ),
  link: buttonLink.optional(),
  background,
})

/** One practice on the services overview: its pitch and button beside cards of bullets. */
const serviceSection = z.object({
  id: blockId,
  type: z.literal('service-section'),
  tagline: requiredText(labels.tagline, 160),
  heading,
  description,
  link: buttonLink,
  cards: list(
    z.object({ title, bullets: list(requiredText(labels.bullet, 120), labels.bullets, 1, 6) }),
    labels.cards,
    1,
    6,
  ),
  background,
})

/** A checked list of points (why choose us), with figures beside it if any. */
const featureList = z.object({
  id: blockId,
  type: z.literal('feature-list'),
  heading,
  items: list(feature, labels.items, 1, 12),
  stats: list(stat, labels.stats, 0, 8),
  background,
})

/** Small cards, each with an optional badge: industries, talent areas, a technology stack. */
const tileGrid = z.object({
  id: blockId,
  type: z.literal('tile-grid'),
  heading,
  intro,
  tiles: list(
    feature.extend({
      description: requiredText(labels.description, 300),
      badge: optionalText(labels.badge, 30),
    }),
    labels.tiles,
    1,
    12,
  ),
  background,
})

const processSteps = z.object({
  id: blockId,
  type: z.literal('process-steps'),
  heading,
  intro,
  steps: list(feature, labels.steps, 2, 8),
  background,
})

/** The closing band; its button leads to /contact, where every call to action of the site leads. */
const callToAction = z.object({
  id: blockId,
  type: z.literal('call-to-action'),
  heading,
  text: requiredText(labels.text, 400),
  buttonLabel,
})

const richText = z.object({
  id: blockId,
  type: z.literal('rich-text'),
  markdown: requiredText(labels.markdown, 20_000),
  background,
})

const imageWithText = z.object({
  id: blockId,
  type: z.literal('image-with-text'),
  heading,
  text: requiredText(labels.text, 1000),
  image,
  alt,
  /** The picture's side on wide screens; on phones it comes first. */
  imageSide: choice(['left', 'right']),
  link: buttonLink.optional(),
  background,
})

/** A page's own title, its h1, with a line under it such as a legal text's effective date. */
const documentTitle = z.object({
  id: blockId,
  type: z.literal('document-title'),
  heading,
  note: optionalText(labels.note, 120),
  background,
})

/** The privacy and legal e-mails, phone and postal address, read from the site's settings when shown. */
const contactDetails = z.object({
  id: blockId,
  type: z.literal('contact-details'),
  background,
})

/** The cookies and browser storage the site sets, generated from shared/site-storage.ts. */
const cookieList = z.object({
  id: blockId,
  type: z.literal('cookie-list'),
  heading,
  background,
})

// Blocks that reuse or embed: a shared block placed by reference, and the contact form.

/**
 * A shared block (the Worker's shared_blocks) placed on this page: visitors get that block in its
 * place, under this block's id; one that was deleted shows nothing.
 */
const shared = z.object({
  id: blockId,
  type: z.literal('shared'),
  sharedId: z.number({ error: text.sharedId }).int(text.sharedId).positive(text.sharedId),
})

/** The contact form, its enquiries naming the landing page it is on as their source. */
const form = z.object({
  id: blockId,
  type: z.literal('form'),
  heading,
  intro,
  background,
})

// Every block a page holds in place, in the order 'Add block' lists them; the form comes last.
const blocksInPlace = [
  hero,
  valueCards,
  statistics,
  serviceCards,
  serviceSection,
  featureList,
  tileGrid,
  processSteps,
  callToAction,
  richText,
  imageWithText,
  documentTitle,
  contactDetails,
  cookieList,
  form,
] as const

/** What a shared block may be: any block but a reference to another. */
export const sharableBlock = z.discriminatedUnion('type', [...blocksInPlace], { error: text.blockType })

export const pageBlock = z.discriminatedUnion('type', [...blocksInPlace, shared], { error: text.blockType })

const MAX_BLOCKS = 40

export const pageDocumentSchema = z
  .object({
    blocks: z
      .array(pageBlock, { error: text.noBlocks })
      .min(1, text.noBlocks)
      .max(MAX_BLOCKS, text.tooManyBlocks(MAX_BLOCKS)),
  })
  .superRefine(({ blocks }, ctx) => {
    const seen = new Set<string>()
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        ctx.addIssue({ code: 'custom', path: ['blocks', index, 'id'], message: text.duplicateId })
      seen.add(block.id)
    })
  })

export type PageDocument = z.output<typeof pageDocumentSchema>
export type PageBlock = PageDocument['blocks'][number]
export type PageBlockOf<Type extends PageBlock['type']> = Extract<PageBlock, { type: Type }>
