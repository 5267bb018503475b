// What the application form shows and the API answers about an application, and the
// limits it states, without the schema: the opening's page shows them, and importing them from
// schemas/job-application.ts (which re-exports them) would build zod's schemas as the page starts.

/** A CV may be this large at most. */
export const CV_MAX_BYTES = 10 * 1024 * 1024

/** Applications and their CVs are deleted this many months after their opening closes. */
export const APPLICATION_RETENTION_MONTHS = 12

/**
 * A CV is a PDF or a Word (.docx) file: the file input's `accept`, what its picker offers. The
 * form checks the name's extension; the Worker tells the two apart by the file's bytes.
 */
export const CV_ACCEPT = '.pdf,.docx'

export const applicationText = {
  linkedinInvalid: 'LinkedIn address must be a linkedin.com address',
  phoneRequired: 'Phone is required',
  consentRequired: 'Please agree to us keeping your application',
  cvRequired: 'Please attach your CV',
  cvWrongType: 'Your CV must be a PDF or Word (.docx) file',
  cvTooLarge: 'Your CV must be at most 10 MB',
  openingUnavailable: 'This job opening is not available',
  openingClosed: 'This position is no longer taking applications',
  received: 'Thank you — your application has been received. We will be in touch by e-mail.',
  failed: 'Your application could not be sent. Please try again.',
} as const

/** The application form on an opening's page. */
export const applicationFormText = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  linkedin: 'LinkedIn profile address',
  linkedinPlaceholder: 'https://www.linkedin.com/in/…',
  note: 'Anything you would like us to know',
  cv: 'CV',
  cvHint: 'PDF or Word (.docx), at most 10 MB',
  consent: (months: number) =>
    `I agree that my application and CV are kept to assess my application; they are deleted ${months} months after the position closes.`,
  privacyLead: 'How we handle your data is set out in our',
  privacyLink: 'privacy notice',
  submit: 'Send application',
  sending: 'Sending...',
} as const
