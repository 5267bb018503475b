import { menusHeading } from './menu-name'
import { versionHistoryText } from './version-history-messages'

// The Menus section's words and the API's refusals, each naming its rule. Public pages never show
// these.

export const menuMessages = {
  heading: menusHeading,
  intro:
    'The links of the header and the footer on every public page, in order. The sitemap lists the pages they link.',
  labelRequired: 'Enter the text of the link',
  labelTooLong: (max: number) => `The text of a link is at most ${max} characters`,
  headingRequired: 'Enter the column’s heading',
  hrefRequired: 'Enter where the link goes',
  hrefAddress: 'A link goes to a path on this site, starting with /, or to an address starting with https://',
  hrefReserved: 'The API and the staff app are not pages',
  tooMany: (max: number, what: string) => `At most ${max} ${what}`,
  tooFew: (what: string) => `Keep at least one ${what}`,
  headerLegend: 'Header menu',
  buttonLegend: 'Button',
  footerLegend: 'Footer columns',
  submenuLegend: (name: string) => `Submenu of ${name}`,
  labelField: 'Text',
  hrefField: 'Goes to',
  hrefHint: 'A path on this site (/about, /insights/12) or an address starting with https://',
  headingField: 'Heading',
  link: 'Link',
  column: 'Column',
  addLink: 'Add link',
  addSubmenuLink: 'Add submenu link',
  addColumn: 'Add column',
  moved: (name: string, position: number, count: number) =>
    `${name} moved to position ${position} of ${count}`,
  removed: (name: string) => `${name} removed`,
  added: (name: string) => `${name} added`,
  preview: 'Preview',
  previewHeader: 'Header',
  previewFooter: 'Footer',
  save: 'Save menus',
  saving: 'Saving…',
  saved: 'Menus saved: every page shows them at its next visit',
  saveFailed: 'Failed to save the menus',
  fixFields: 'Some links need a correction: see the messages by the fields',
  conflict:
    'Someone saved the menus since you opened them. Reload to see their version; your changes are lost.',
  reload: 'Reload',
  loadFailed: 'Failed to load the menus',
  ...versionHistoryText,
  restored: (version: number) => `Version ${version} is in the editor: save to put it on the site`,
} as const
