// The 'Share preview' dialog's body: a module of its own, so its texts come with the panel when the
// dialog first opens, not with the staff list's first load (preview-text.ts holds the button's).

export const sharePreviewPanelText = {
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
