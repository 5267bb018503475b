import { siteSettingsHeading } from './site-settings-name'

// The Site settings section's words and the API's refusals, each naming its rule. Public pages
// never show these.

export const siteSettingsMessages = {
  heading: siteSettingsHeading,
  intro:
    'The company details every page shows: the footer, the contact page, the legal pages and what search engines read. A saved change is on every page at the next visit.',
  companyName: 'Company name',
  companyEmail: 'Contact email',
  companyPhone: 'Phone',
  legalEmail: 'Legal email',
  privacyEmail: 'Privacy email',
  street: 'Street',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
  addressLegend: 'Postal address',
  socialLegend: 'Social profiles',
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  socialHint: 'An address starting with https://, or empty to show no link',
  defaultSocialImage: 'Default social image',
  defaultSocialImageHint:
    'The image shared links show when a page has none of its own: an image address (1200×630 works best), or empty for the built-in one',
  chatWidget: 'Show the chat widget',
  chatWidgetHint: 'Visitors who allow marketing cookies see the chat, when the deploy configures one',
  invalidEmail: 'Enter an email address, such as name@example.com',
  profileUrl: 'Enter an address starting with https://, or leave it empty',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Site settings saved',
  saveFailed: 'Failed to save the site settings',
  loadFailed: 'Failed to load the site settings',
  loading: 'Loading the site settings…',
  historyHeading: 'History',
  historyCaption: 'Saved versions of the site settings, newest first',
  historyEmpty: 'No saved versions yet.',
  historyLoadFailed: 'Failed to load the history',
  columns: { version: 'Version', author: 'Saved by', savedAt: 'Saved', changed: 'Changed' },
  /** The history's names of what a version changed; an address or the profiles as a whole. */
  fieldNames: {
    companyName: 'Company name',
    companyEmail: 'Contact email',
    companyPhone: 'Phone',
    legalEmail: 'Legal email',
    privacyEmail: 'Privacy email',
    address: 'Postal address',
    socialProfiles: 'Social profiles',
    defaultSocialImage: 'Default social image',
    chatWidget: 'Chat widget',
  },
} as const
