import { TRY_AGAIN } from './section-failure-text.ts'

// Texts from docs/product.md sections 2, 5 and 8, verbatim: the app names each one from here, never a
// copy. Tests pin them as literals, so a change of wording here fails them.

export const TOAST_TITLE_SUCCESS = 'Success'
export const TOAST_TITLE_ERROR = 'Error'

export const contactMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  messageTooShort: 'Message must be at least 10 characters',
  sent: 'Message Sent Successfully!',
  failed: 'Failed to send message. Please try again.',
} as const

export const formMessages = {
  nameRequired: 'Name is required',
  invalidUrl: 'Must be a valid URL',
  invalidUrlOrPath: 'Must be a valid URL or path',
  imageRequired: 'Please upload an image and wait for it to finish uploading before submitting.',
  invalidDocument: 'Upload the document as a PDF',
  required: (field: string) => `${field} is required`,
  controlCharacters: 'Must not contain control characters',
  // Our wording (the spec shows the mark but never says what it means); public forms and staff dialogs.
  requiredFieldsNote: 'Fields marked * are required.',
} as const

export const contentMessages = {
  hashtagCreated: 'Hashtag created successfully',
  hashtagCreateFailed: 'Failed to create hashtag',
  // The editor's hashtag picker: find one by name, or add it in place.
  findOrAddHashtag: 'Find or add a hashtag',
  addHashtag: (name: string) => `Add #${name}`,
  hashtagsFetchFailed: 'Failed to fetch hashtags',
} as const

/** The toasts of one content type in the staff screen (docs/product.md section 8). */
export interface ContentTypeMessages {
  created: string
  updated: string
  deleted: string
  createFailed: string
  updateFailed: string
  deleteFailed: string
  fetchFailed: string
}

// Each content type's toasts follow from its labels: contentTypeMessages in content/type-words.ts.

export const uploadMessages = {
  timedOut: 'Image upload timed out',
  failed: 'Failed to upload image',
  unexpected: 'Unexpected error occurred',
  uploaded: 'Image Uploaded Successfully',
  uploading: 'Uploading...',
} as const

export const authMessages = {
  loginFailed: 'Login failed',
  authRequiredTitle: 'Authentication Required',
  authRequiredDescription: 'You need to log in to access the admin panel.',
  sessionTimeoutTitle: 'Session Timeout Warning',
  sessionTimeoutCountdown: (seconds: number) =>
    `You will be logged out in ${seconds} seconds due to inactivity.`,
  stayLoggedIn: 'Stay Logged In',
  // Server answers (the spec leaves them open): one message for unknown e-mail and wrong
  // password so that the answer does not reveal which accounts exist.
  invalidCredentials: 'Invalid email or password',
  accountLocked: 'Too many failed attempts. Try again later.',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do that',
} as const

// Its own module: every route's head() reads it, and this table would otherwise ride along
// with every page's first download. Full file name: `npm run user` loads this module under Node.
export { notFoundMessages } from './not-found-messages.ts'

export const emptyStateMessages = {
  povs: 'No POVs found. Check back soon for our latest insights!',
  caseStudies: 'No published case studies available at this time.',
  caseStudiesLoading: 'Loading case studies...',
  leadsTitle: 'No Leads Yet',
} as const

// API error texts shared by the Worker and its tests.
export const apiMessages = {
  invalidRequest: 'Invalid request',
  malformedJson: 'Malformed JSON body',
  unsupportedMediaType: 'Unsupported media type',
  payloadTooLarge: 'Payload too large',
  notFound: 'Not found',
  preconditionFailed: 'Precondition failed',
  editConflict: 'Someone else saved this item after you opened it',
  crossSite: 'Cross-site request refused',
  rateLimited: 'Too many requests. Please try again later.',
  internal: 'Internal server error',
  /** 500 of a Worker whose configuration is invalid: what to do; what is wrong goes to the log only. */
  notConfigured:
    'The site is not fully set up: an administrator corrects its configuration (the Worker log names what is missing).',
  contactReceived: "Thank you for reaching out. We'll get back to you within one business day.",
} as const

// Staff area texts the spec leaves open (hashtag edit/delete, uploads refused, enquiries tab).
export const adminMessages = {
  title: 'Content Management System',
  loginTitle: 'Admin Login',
  logIn: 'Log In',
  loggingIn: 'Logging in...',
  logOut: 'Log Out',
  hashtagUpdated: 'Hashtag updated successfully',
  hashtagDeleted: 'Hashtag deleted successfully',
  hashtagUpdateFailed: 'Failed to update hashtag',
  hashtagDeleteFailed: 'Failed to delete hashtag',
  hashtagNameTaken: 'A hashtag with this name already exists',
  unknownHashtag: 'Unknown hashtag',
  imageMissing: 'Choose an image file to upload',
  imageTypeRefused: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
  enquiriesFetchFailed: 'Failed to fetch enquiries',
  noEnquiries: 'No enquiries yet.',
  // The staff app's frame (the spec names only the title, 'Log Out' and the tabs).
  sectionsLabel: 'Sections',
  signedInAs: (email: string, role: string) => `Signed in as ${email} (${role})`,
  darkMode: 'Dark mode',
  itemGone: 'That item no longer exists; it may have been deleted.',
  // The full-screen editor.
  settings: 'Settings',
  unsavedMarker: 'Unsaved changes',
  allSaved: 'No unsaved changes',
  saveShortcut: 'Ctrl+S (⌘S on a Mac) saves and keeps the editor open',
  saveAndClose: 'Save and close',
} as const

// Why a new password is refused (schemas/password.ts; the spec sets no password rules).
export const passwordMessages = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Password must be at most ${max} characters`,
  onlyWhitespace: 'Password must not be only spaces',
  invisibleCharacters: 'Password must not contain control or invisible characters',
  tooFewDistinct: (min: number) => `Password must use at least ${min} different characters`,
  tooCommon: 'This password is one of the most common ones; choose another',
  containsEmailName: 'Password must not contain the name of your e-mail address',
  containsCompanyName: 'Password must not contain the company name',
} as const

// Query-string errors of the content list endpoints (the spec leaves them open).
export const contentQueryMessages = {
  invalidLimit: 'Limit must be a whole number from 1 to 100',
  invalidCursor: 'Invalid cursor',
  invalidPage: 'Page must be a whole number from 1 to 10000',
  pageWithoutLimit: 'Page needs a limit',
  invalidHashtag: 'Hashtag must be a positive whole number',
  tooManyHashtags: 'At most 50 hashtags',
  queryTooLong: 'Search text must be at most 100 characters',
} as const

// The staff lists' query and bulk actions (the spec has neither).
export const staffListMessages = {
  invalidStatus: 'Status must be draft, scheduled, published or ended',
  invalidSort: 'Sort must be edited, published or title',
  invalidAuthor: 'Author must be at most 200 characters',
  invalidAction: 'Action must be publish, unpublish or delete',
  noneChosen: 'Choose at least one item',
  tooManyChosen: (max: number) => `At most ${max} items at once`,
} as const

// Page texts of /insights, /povs/{id}, /case-studies, /case-studies/{id} and /contact (docs/product.md
// section 2). Hero sub-titles and blurbs are our copy where the spec names no text.
export const insightsText = {
  heroTitle: 'Insights & Resources',
  heroBlurb:
    'Points of view from our consultants on data, AI, quality engineering and the way teams deliver.',
  searchLabel: 'Search insights',
  searchPlaceholder: 'Search insights and resources...',
  filtersLabel: 'Filter by hashtag',
  latestHeading: 'Latest Points of View',
  pagesLabel: 'Insights pages',
  newer: 'Newer insights',
  older: 'Older insights',
  loadMore: 'Load more insights',
  readMore: 'Read More',
  loading: 'Loading insights',
  stayUpdatedTitle: 'Stay Updated',
  stayUpdatedBlurb: 'Get our latest insights delivered to your inbox.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  subscribe: 'Subscribe',
} as const

/** Where a listing's paging links say it is (/insights?page=2): our copy. */
export const pageNumberText = (page: number) => `Page ${page}`
/** What the paging links say after 'Load more' (/insights?from=1&page=3): our copy. */
export const pageRangeText = (from: number, to: number) => `Pages ${from}–${to}`

/** The end of an article's page: up to three items that share its hashtags; our copy. */
export const relatedReadingText = {
  heading: 'Related Reading',
} as const

export const povText = {
  relatedTopics: 'Related Topics',
  backToInsights: 'Back to Insights',
  loading: 'Loading point of view',
} as const

// /whitepapers and /whitepapers/{id}: our copy, in the Insights page's pattern.
export const whitepaperText = {
  heroTitle: 'Whitepapers',
  heroBlurb: 'In-depth guides from our consultants, free to download: research, frameworks and playbooks.',
  searchLabel: 'Search whitepapers',
  searchPlaceholder: 'Search whitepapers...',
  filtersLabel: 'Filter by hashtag',
  heading: 'Latest Whitepapers',
  pagesLabel: 'Whitepaper pages',
  newer: 'Newer whitepapers',
  older: 'Older whitepapers',
  loadMore: 'Load more whitepapers',
  loading: 'Loading whitepapers',
  empty: 'No whitepapers found. Check back soon for our latest research!',
  relatedTopics: 'Related Topics',
  back: 'Back to Whitepapers',
  loadingDetail: 'Loading whitepaper',
  /** The Insights page's link to the whitepapers. */
  browse: 'Browse our whitepapers',
} as const

export const caseStudyText = {
  heroTitle: 'Case Studies',
  heroBlurb: 'How we helped organizations turn technology into measurable business results.',
  provenTrackRecord: 'Proven Track Record',
  stats: [
    { value: '150+', label: 'Projects Delivered' },
    { value: '50+', label: 'Enterprise Clients' },
    { value: '98%', label: 'On-Time Delivery' },
    { value: '$50M+', label: 'Client Value Created' },
  ],
  successStories: 'Customer Success Stories',
  readFull: 'Read Full Case Study',
  startProject: 'Start Your Project',
  exploreServices: 'Explore Services',
  client: 'Client',
  industry: 'Industry',
  duration: 'Duration',
  teamSize: 'Team Size',
  technologies: 'Technologies',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
  detailedImplementation: 'Detailed Implementation',
  theChallenge: 'The Challenge',
  ourSolution: 'Our Solution',
  resultsAchieved: 'Results Achieved',
  projectDetails: 'Project Details',
  relatedTopics: 'Related Topics',
  readyTitle: 'Ready to Transform Your Business?',
  readyBlurb: "Let's talk about how we can deliver similar results for you.",
  getStarted: 'Get Started',
  backToCaseStudies: 'Back to Case Studies',
  loadingDetail: 'Loading case study',
  openPage: 'Open this case study as a page',
} as const

export const contactText = {
  pageTitle: "Let's Connect",
  pageBlurb:
    'Tell us what you want to achieve, your timeline and where things are stuck. A senior consultant will reply within one business day, usually with a few sharp questions and a suggested first step.',
  formHeading: 'Send us a Message',
  // The spec's 'First Name *' and the like: the form adds the ` *` as RequiredMark (src/client/ui).
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  company: 'Company Name',
  service: 'Service of Interest',
  servicePlaceholder: 'Select a service',
  message: 'Message',
  messagePlaceholder: 'Tell us about your project requirements and goals...',
  newsletter: 'Subscribe to our newsletter for industry insights and updates',
  send: 'Send Message',
  sending: 'Sending...',
  serviceLabels: {
    'data-analytics': 'Data & Analytics',
    'ai-automation': 'AI & Automation',
    'qa-automation': 'QA & Test Automation',
    'process-consulting': 'Process & Program Consulting',
    'platform-engineering': 'Platform Engineering',
    'smb-enablement': 'SMB & Startup Enablement',
    other: 'Other',
  },
} as const

// The admin 'CRM & Leads' tab (docs/product.md sections 2 and 4); 'No Leads Yet' is
// emptyStateMessages.leadsTitle.
export const crmMessages = {
  heading: 'CRM Leads',
  description: 'Leads from the website, read from Zoho CRM.',
  refresh: 'Refresh',
  totalLeads: 'Total Leads',
  qualified: 'Qualified',
  fromWebsite: 'From Website',
  recentLeads: 'Recent Leads',
  loading: 'Loading leads',
  emptyExplanation: 'Leads will appear here once visitors submit the contact form with CRM tracking enabled.',
  errorTitle: 'Unable to load CRM leads',
  errorIntro: 'The leads could not be loaded from Zoho CRM. Likely causes:',
  errorCauses: [
    'Zoho CRM credentials not configured',
    'Expired access token',
    'Network connectivity problems',
    'API rate limits exceeded',
  ],
  tryAgain: TRY_AGAIN,
  noStatus: 'No status',
  noSource: 'Unknown source',
  pendingHeading: 'Leads waiting for the CRM',
  pendingDescription: 'Saved on our side; not in Zoho yet. Failed leads need a look from staff.',
  // The admin Enquiries tab: what became of each submission's lead.
  enquiryLeadLabel: 'CRM lead',
  enquiryLeadNone: 'Not forwarded',
  enquiryLeadSent: 'Sent to Zoho CRM',
  enquiryLeadPending: (attempts: number) =>
    `Waiting to be sent (${attempts} attempt${attempts === 1 ? '' : 's'} so far)`,
  enquiryLeadFailed: (attempts: number) => `Failed after ${attempts} attempts`,
} as const
