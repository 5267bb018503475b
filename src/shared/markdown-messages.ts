// Texts of Markdown content: the staff form's switch and hint, and what a link that
// opens a new tab tells screen-reader users. Tests pin them as literals.

export const markdownText = {
  visual: 'Visual',
  markdown: 'Markdown',
  preview: 'Preview',
  modes: 'Editor mode',
  hint: 'Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, 1. numbered, > quotes, `code`, tables',
  emptyPreview: 'Nothing to preview yet.',
  opensInNewTab: '(opens in a new tab)',
} as const

/**
 * The staff app's visual editor: its toolbar, `/` menu, blocks and insertion dialogs.
 * Only the staff app imports these, so public pages do not carry them.
 */
export const richEditorText = {
  loading: 'Loading the editor...',
  toolbar: 'Formatting',
  paragraph: 'Text',
  heading: (level: number) => `Heading ${level}`,
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  /** A toolbar button's tooltip with its key shortcut, e.g. 'Link (Ctrl+K)'. */
  withShortcut: (label: string, keys: string) => `${label} (${keys})`,
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  quote: 'Quote',
  code: 'Code block',
  table: 'Table',
  addRowAbove: 'Add row above',
  addRowBelow: 'Add row below',
  addColumnBefore: 'Add column before',
  addColumnAfter: 'Add column after',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  deleteTable: 'Delete table',
  image: 'Image',
  embed: 'Embed',
  callToAction: 'Call to action',
  undo: 'Undo',
  redo: 'Redo',
  slashMenu: 'Insert a block',
  slashEmpty: 'No block matches',
  save: 'Insert',
  update: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  edit: 'Edit',
  linkHeading: 'Link',
  linkAddress: 'Address',
  linkHint:
    'Words of a page’s or an item’s title to find it, or an address starting with https://, http:// or mailto:, or a page of this site starting with /',
  linkResults: 'Pages and content',
  linkFound: (count: number) =>
    count === 0
      ? 'No page or item has these words in its title'
      : `${count} found: use the arrow keys to choose`,
  linkStatus: { published: 'Published', scheduled: 'Scheduled', draft: 'Not published' },
  linkUnanswered: (path: string) =>
    `Visitors see no page at ${path}: it is not published, or does not exist. The link would be broken.`,
  linkInvalid: 'Enter an address starting with https://, http:// or mailto:, or a path starting with /',
  removeLink: 'Remove link',
  imageHeading: 'Insert an image',
  imageIntro: 'Choose an image from the library or upload one, then describe it.',
  imageChosen: 'Chosen image',
  imageMissing: 'Choose or upload an image',
  caption: 'Caption (optional)',
  embedHeading: 'Embed a video or post',
  embedIntro:
    'A YouTube or Vimeo video, or a LinkedIn post. Visitors see a placeholder until they choose to load it.',
  embedAddress: 'Address of the video or post',
  embedInvalid: 'Enter the address of a YouTube or Vimeo video or of a LinkedIn post',
  embedTitle: 'Title',
  embedTitleRequired: 'Give the embed a title',
  thumbnail: 'Thumbnail (optional)',
  removeThumbnail: 'Remove thumbnail',
  embedBlock: (provider: string) => `${provider} embed`,
  untitled: 'No title: the address is shown',
  ctaHeading: 'Insert a call to action',
  ctaKind: 'Call to action',
  ctaContact: 'Talk to us',
  ctaWhitepaper: 'Download the whitepaper',
  ctaLabel: 'Link text',
  ctaLabelRequired: 'Give the link a text',
  ctaWhitepaperChoice: 'Whitepaper',
  ctaWhitepaperRequired: 'Choose a whitepaper',
  ctaNoWhitepapers: 'No whitepaper is published yet.',
  ctaLoadFailed: 'Failed to load the whitepapers',
} as const
