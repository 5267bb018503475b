import { pageBlockLabels } from '@shared/page-block-messages'
import type { PageBlock } from '@shared/schemas/page-blocks'

// What the staff page editor says. The fields' names and the validation
// messages are the shared ones (page-block-messages.ts); these are the editor's own words.

/** The name of each block type, as the editor's cards and its 'Add block' list show it. */
export const blockTypeLabels: Record<PageBlock['type'], string> = {
  hero: 'Hero',
  'value-cards': 'Value cards',
  statistics: 'Statistics',
  'service-cards': 'Service cards',
  'service-section': 'Service section',
  'feature-list': 'Feature list',
  'tile-grid': 'Tile grid',
  'process-steps': 'Process steps',
  'call-to-action': 'Call to action',
  'rich-text': 'Rich text',
  'image-with-text': 'Image with text',
  'document-title': 'Page title',
  'contact-details': 'Contact details',
  'cookie-list': 'Cookie list',
  shared: 'Shared block',
  form: 'Contact form',
}

/** What a block shows that its fields do not hold, said in its card. */
export const blockTypeNotes: Partial<Record<PageBlock['type'], string>> = {
  'contact-details':
    'Shows the privacy and legal e-mail addresses, the phone number and the postal address from the site settings.',
  'cookie-list':
    'Lists every cookie and browser storage item the site sets, from the list the code reads its names from: it updates itself.',
}

/** The names of the fields that `pageBlockLabels` does not name (it names those with messages). */
export const editorFieldLabels: Record<string, string> = {
  buttonLabel: pageBlockLabels.label,
  href: 'Link',
  variant: 'Style',
  icon: 'Icon',
  service: 'Service page',
  image: 'Image',
  columns: 'Columns',
  background: 'Background',
  imageSide: 'Image side',
  hideHeading: 'Hide the heading (the cards’ titles say it)',
  link: 'Button',
}

/** One item of each list, as its legend and buttons name it: 'Card 2'. */
export const itemLabels: Record<string, string> = {
  buttons: 'Button',
  stats: 'Figure',
  cards: 'Card',
  features: pageBlockLabels.feature,
  bullets: pageBlockLabels.bullet,
  items: 'Item',
  tiles: 'Tile',
  steps: 'Step',
}

/** The options of the closed choices whose stored values are not words a person reads. */
export const optionLabels: Record<string, Record<string, string>> = {
  variant: { primary: 'Primary (solid, with an arrow)', secondary: 'Secondary (outlined)' },
  columns: {
    three: 'Three side by side from tablets',
    'two-then-three': 'Two from tablets, three from laptops',
    'two-early-then-three': 'Two from large phones, three from laptops',
  },
  background: { plain: 'Plain (white)', tinted: 'Tinted (light grey)' },
  imageSide: { left: 'Left', right: 'Right' },
}

export const pageEditorText = {
  hint: 'The page is its blocks, top to bottom. Open a block to edit it.',
  unreadable: 'The blocks could not be read, so they cannot be edited here.',
  unreadableText: 'The stored text',
  resetToHero: 'Start again with a hero block',
  blockType: 'Block type',
  addBlock: 'Add block',
  blockId: 'Block id',
  blockIdHint: 'The section’s anchor in links (/services#ai): lower-case letters, digits and hyphens.',
  add: (itemLabel: string) => `Add ${itemLabel.toLowerCase()}`,
  // Why an Add button does nothing: the schema's limit, in words.
  listFull: (max: number, itemLabel: string) =>
    `This block holds at most ${max} ${itemLabel.toLowerCase()}s: remove one to add another.`,
  pageFull: (max: number) => `A page holds at most ${max} blocks: remove one to add another.`,
  include: (label: string) => `Include a ${label.toLowerCase()}`,
  none: 'None',
  position: (position: number, total: number) => `${position} of ${total}`,
  problems: (count: number) => (count === 1 ? '1 problem' : `${count} problems`),
  problemsHeading: 'To correct before saving',
  placeholderMark: 'Placeholder text',
  placeholderHeading: 'Placeholder text is still on the page',
  placeholderNote: 'Visitors see it once the page is published: write over it or remove it.',
  placeholderIn: (name: string, found: string[]) => `${name}: ${found.map((each) => `‘${each}’`).join(', ')}`,
  blockAdded: (name: string) => `${name} added at the end`,
  moved: (name: string, position: number, total: number) =>
    `${name} moved to position ${position} of ${total}`,
  removed: (name: string) => `${name} removed`,
  itemAdded: (name: string) => `${name} added`,
  showPreview: 'Show preview',
  hidePreview: 'Hide preview',
  preview: 'Preview',
  previewNote: 'The page as visitors will see it. Links do nothing here.',
  previewOutdated:
    'The preview shows the last version without problems: correct the marked fields to see your latest changes.',
  previewEmpty: 'Nothing to preview until the blocks have no problems.',
  previewLoading: 'Loading the preview…',
  chooseImage: 'An uploaded image (/images/…) or a service picture (/images/services/…svg).',
  servicePicture: 'Or a service picture',
} as const
