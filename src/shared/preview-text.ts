// Draft previews: the bar on a page that visitors cannot see yet, and the staff
// screen's 'Share preview' dialog. A module of its own: the bar's text rides along with every
// public detail page, the button's and dialog's with the staff list (the panel's: share-preview-panel-text.ts).

export const previewBarText = {
  /** The bar at the top of a detail page whose item is a draft or scheduled. */
  notPublished: 'Preview: not published',
}

export const sharePreviewText = {
  button: 'Share preview',
  dialogTitle: (title: string) => `Share preview: ${title}`,
  description:
    'Anyone with the link can read this item, even unpublished, until the link expires or is revoked. It is shown once: copy it now.',
}
