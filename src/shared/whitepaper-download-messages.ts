// Texts of the whitepaper download flow: the public request form and the page of a
// link that no longer works, the API's answers, the admin document upload and the 'Downloads'
// list in the Enquiries tab. A module of its own, so that other pages do not carry them.

/** The request form's validation, in the contact form's style; the names reuse its texts. */
export const downloadMessages = {
  companyRequired: 'Company name is required',
  consentRequired: 'Please agree to be contacted to download the whitepaper',
  failed: 'Your request could not be sent. Please try again.',
  unavailable: 'This whitepaper is not available for download',
} as const

export const downloadFormText = {
  heading: 'Download the whitepaper',
  intro: (title: string) => `Tell us who you are and get “${title}” as a PDF right away.`,
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  company: 'Company Name',
  jobTitle: 'Job Title',
  consent: 'I agree to be contacted about this whitepaper',
  submit: 'Get the download link',
  sending: 'Sending...',
  ready: 'Your download is ready',
  download: 'Download the whitepaper',
  linkLifetime: (hours: number) => `The link works for ${hours} hours.`,
} as const

/** /downloads/{token} when the token names no live link: answered with 404. */
export const invalidLinkText = {
  body: 'Download links work for a limited time. Request the whitepaper again to get a new link.',
  back: 'Browse whitepapers',
} as const

/** The admin form's document field (POST /api/upload/document) and its answers. */
export const documentMessages = {
  label: 'Document (PDF, at most 20 MB)',
  none: 'No document uploaded',
  uploaded: 'Document uploaded',
  uploading: 'Uploading...',
  remove: 'Remove document',
  failed: 'Failed to upload document',
  timedOut: 'Document upload timed out',
  missing: 'Choose a PDF file to upload',
  typeRefused: 'Only PDF documents are accepted',
  tooLarge: 'The document is larger than 20 MB',
} as const

/** The 'Downloads' section of the admin Enquiries tab. */
export const downloadListText = {
  heading: 'Downloads',
  empty: 'No download requests yet.',
  fetchFailed: 'Failed to fetch download requests',
  whitepaper: 'Whitepaper',
  company: 'Company',
  jobTitle: 'Job title',
} as const
