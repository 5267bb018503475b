// Texts of Markdown content: the staff form's switch and hint, and what a link that
// opens a new tab tells screen-reader users. Tests pin them as literals.

export const markdownText = {
  write: 'Write',
  preview: 'Preview',
  modes: 'Editor mode',
  hint: 'Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, 1. numbered, > quotes, `code`, tables',
  emptyPreview: 'Nothing to preview yet.',
  opensInNewTab: '(opens in a new tab)',
} as const
