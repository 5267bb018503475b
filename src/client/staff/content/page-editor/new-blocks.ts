import { placeholderText as text } from '@shared/page-placeholders'
import type { PageBlockOf } from '@shared/schemas/page-blocks'
import type { AddableType } from './block-form-fields'

// What a block holds as it is added: placeholder copy that passes the schema, so a new block shows
// in the preview at once and the page stays savable; the editor then writes over it.

const SERVICE_PICTURE = '/images/services/data-analytics.svg'
const card = { title: text.title, description: text.description }

const newBlocks: { [Type in AddableType]: Omit<PageBlockOf<Type>, 'id' | 'type'> } = {
  hero: { heading: text.pageHeading, blurb: text.blurb, buttons: [], stats: [] },
  'value-cards': { heading: text.heading, cards: [card], columns: 'three', background: 'plain' },
  statistics: { stats: [{ value: text.figure, label: text.figureLabel }], background: 'plain' },
  'service-cards': {
    heading: text.heading,
    cards: [
      {
        service: 'data-analytics',
        title: text.serviceTitle,
        description: text.serviceDescription,
        features: [text.feature],
        image: SERVICE_PICTURE,
        alt: text.alt,
      },
    ],
    background: 'plain',
  },
  'service-section': {
    tagline: text.tagline,
    heading: text.serviceTitle,
    description: text.serviceDescription,
    link: { label: text.buttonLabel, href: '/services' },
    cards: [{ title: text.title, bullets: [text.bullet] }],
    background: 'plain',
  },
  'feature-list': { heading: text.heading, items: [card], stats: [], background: 'plain' },
  'tile-grid': { heading: text.heading, tiles: [card], background: 'plain' },
  'process-steps': {
    heading: text.heading,
    steps: [
      { title: text.firstStep, description: text.stepDescription },
      { title: text.secondStep, description: text.stepDescription },
    ],
    background: 'plain',
  },
  'call-to-action': {
    heading: text.callToAction,
    text: text.callToActionText,
    buttonLabel: text.callToActionButton,
  },
  'rich-text': { markdown: text.markdown, background: 'plain' },
  'image-with-text': {
    heading: text.heading,
    text: text.text,
    image: SERVICE_PICTURE,
    alt: text.alt,
    imageSide: 'left',
    background: 'plain',
  },
  'document-title': { heading: text.pageHeading, background: 'plain' },
  'contact-details': { background: 'plain' },
  'cookie-list': { heading: text.cookieListHeading, background: 'plain' },
  form: { heading: text.heading, background: 'plain' },
}

/** An id for a new block of `type` that no block in `taken` has: the type's name, then `-2`, `-3`… */
function newBlockId(type: string, taken: ReadonlySet<unknown>): string {
  if (!taken.has(type)) return type
  let number = 2
  while (taken.has(`${type}-${number}`)) number += 1
  return `${type}-${number}`
}

/** A new block of `type`, with an id unique among `taken`. */
export const newBlock = (type: AddableType, taken: ReadonlySet<unknown>) => ({
  id: newBlockId(type, taken),
  type,
  ...structuredClone(newBlocks[type]),
})

/** A new page's blocks, as the form's JSON text: a hero to start from. */
export const starterDocumentText = () => JSON.stringify({ blocks: [newBlock('hero', new Set())] })
