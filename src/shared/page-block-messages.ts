// Texts of the page blocks' validation: the Worker answers with them and the staff
// form will show them beside the field. Tests pin them as literals.

/** The name of each field, as a message and the staff form call it. */
export const pageBlockLabels = {
  id: 'Block id',
  eyebrow: 'Eyebrow',
  heading: 'Heading',
  tagline: 'Tagline',
  blurb: 'Introduction',
  intro: 'Lead paragraph',
  text: 'Text',
  description: 'Description',
  title: 'Title',
  label: 'Button label',
  value: 'Figure',
  statLabel: 'Figure label',
  badge: 'Badge',
  bullet: 'Bullet',
  feature: 'Feature',
  alt: 'Alt text',
  markdown: 'Text',
  buttons: 'Buttons',
  stats: 'Figures',
  cards: 'Cards',
  features: 'Features',
  bullets: 'Bullets',
  items: 'Items',
  tiles: 'Tiles',
  steps: 'Steps',
} as const

export const pageBlockText = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooFew: (label: string, min: number) => `${label}: at least ${min}`,
  tooMany: (label: string, max: number) => `${label}: at most ${max}`,
  link: 'Enter a path on this site, such as /contact, or an address starting with https://',
  image: 'Choose an uploaded image or one of the service pictures',
  icon: 'Choose one of the page icons',
  service: 'Choose one of the service pages',
  choice: 'Choose one of the options',
  blockType: 'Unknown block type',
  blockId: 'A block id is lower-case letters, digits and hyphens, starting with a letter',
  duplicateId: 'Another block of this page has the same id',
  hiddenHeadingIntro: 'A hidden heading has no lead paragraph',
  noBlocks: 'A page needs at least one block',
  tooManyBlocks: (max: number) => `A page has at most ${max} blocks`,
} as const
