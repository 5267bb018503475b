// What a new page block says until someone writes its copy (every block is valid as it is added),
// and how to find what is left of it: the editor warns before such a page is published.

/** What a new block says until someone writes its copy: every block is valid as it is added. */
export const placeholderText = {
  heading: 'New section',
  pageHeading: 'New page heading',
  blurb: 'A sentence or two that introduces the page.',
  title: 'Card title',
  description: 'Describe this card.',
  figure: '0',
  figureLabel: 'What the figure counts',
  serviceTitle: 'Service name',
  serviceDescription: 'Describe the service.',
  feature: 'A feature',
  bullet: 'A bullet',
  tagline: 'Tagline',
  buttonLabel: 'Learn more',
  callToAction: 'Ready to start?',
  callToActionText: 'Tell us about your project.',
  callToActionButton: 'Contact us',
  firstStep: 'First step',
  secondStep: 'Second step',
  stepDescription: 'Describe this step.',
  markdown: 'Write the text here.',
  text: 'Write the text beside the picture.',
  alt: 'Describe the picture',
  cookieListHeading: 'Cookies and Storage We Use',
} as const

// Words a page may well keep as they are: a button that says "Contact us" is no placeholder.
const PLAIN_WORDS = new Set<string>([
  placeholderText.figure,
  placeholderText.buttonLabel,
  placeholderText.callToAction,
  placeholderText.callToActionText,
  placeholderText.callToActionButton,
  placeholderText.cookieListHeading,
])
const PLACEHOLDERS = new Set<string>(Object.values(placeholderText).filter((each) => !PLAIN_WORDS.has(each)))

/** The placeholder sentences still in `value` (a block, or any part of one), each once, in order. */
export function placeholderCopyIn(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      if (PLACEHOLDERS.has(node.trim())) found.add(node.trim())
    } else if (Array.isArray(node)) node.forEach(visit)
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(visit)
  }
  visit(value)
  return [...found]
}
