// What the Shared blocks section and the page editor say about blocks placed on several pages by
// reference. Tests pin them as literals.

import { sharedBlocksHeading } from './shared-block-name'
import { versionHistoryText } from './version-history-messages'

export const sharedBlockText = {
  section: sharedBlocksHeading,
  sectionHint:
    'A shared block is kept once and placed on several pages: editing it changes every page that shows it.',
  name: 'Name',
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  kind: 'Block type',
  usedOn: (count: number) => (count === 1 ? 'Used on 1 page' : `Used on ${count} pages`),
  notUsed: 'Not used on any page',
  updated: 'Updated',
  none: 'No shared blocks yet. Open a page and choose ‘Save as shared block’ on one of its blocks.',
  edit: 'Edit shared block',
  save: 'Save shared block',
  saved: 'Shared block saved',
  saveFailed: 'The shared block could not be saved',
  loadFailed: 'The shared blocks could not be loaded',
  caption: 'Shared blocks, last edited first',
  actions: 'Actions',
  usedOnHeading: 'Pages that show it',
  delete: 'Delete shared block',
  deleteConfirm: 'The pages that show it will show nothing in its place. This cannot be undone.',
  deleted: 'Shared block deleted',
  saveAsShared: 'Save as shared block',
  savedAsShared: (name: string) => `${name} is now a shared block`,
  addShared: 'Add shared block',
  chooseShared: 'Shared block',
  sharedAdded: (name: string) => `${name} added at the end`,
  readOnly: 'This block is shared: edit it in Shared blocks, and every page that shows it changes.',
  missing: 'This shared block was deleted: visitors see nothing here. Remove it from the page.',
  conflict: 'Someone else saved this shared block after you opened it. Reload it to see their changes.',
  notShareable: 'A shared block cannot hold another shared block',
  ...versionHistoryText,
  restored: (version: number) =>
    `Version ${version} is in the editor: save to put it on every page that shows it`,
} as const
