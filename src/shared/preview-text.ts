// Draft previews: the bar on a page that visitors cannot see yet, and the staff
// screen's 'Share preview' dialog. A module of its own: the bar's text rides along with every
// public detail page, the dialog's texts only with the staff screen.

export const previewBarText = {
  /** The bar at the top of a detail page whose item is a draft or scheduled. */
  notPublished: 'Preview: not published',
}

export const sharePreviewText = {
  button: 'Share preview',
  buttonLabel: (title: string) => `Share preview of ${title}`,
  dialogTitle: (title: string) => `Share preview: ${title}`,
  description:
    'Anyone with the link can read this item, even unpublished, until the link expires or is revoked. It is shown once: copy it now.',
  lifetime: 'Link valid for',
  lifetimeOption: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  create: 'Create link',
  created: 'Preview link created',
  createFailed: 'Failed to create the preview link',
  linkLabel: 'Preview link',
  expires: (when: string) => `Expires ${when}`,
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
  activeHeading: 'Active links',
  none: 'No active preview links.',
  loadFailed: 'Failed to fetch the preview links',
  createdBy: (who: string, when: string) => `Created by ${who} on ${when}`,
  formerStaff: 'a former staff member',
  revoke: 'Revoke',
  revokeLabel: (when: string) => `Revoke the link created on ${when}`,
  revokeTitle: 'Revoke this preview link?',
  revokeDescription: 'Whoever has the link will no longer see the item.',
  revoked: 'Preview link revoked',
  revokeFailed: 'Failed to revoke the preview link',
  unknownLink: 'No such preview link',
}
