// Texts of uploaded images: the API's refusals and the staff screen's media library.
// A module of its own, so that public pages do not carry them.

/** The API's answers about uploads and the media library. */
export const mediaApiMessages = {
  /** 413: more pixels than IMAGE_MAX_PIXELS, whatever the file's size. */
  tooManyPixels: 'Images larger than 40 megapixels are not accepted',
  /** 415: the bytes are not a whole image of the format and size they declare. */
  unreadable: 'The file could not be read as an image, or its dimensions do not match its data',
  /** 503: the image service could not be reached; nothing was stored. */
  processingUnavailable: 'Images cannot be processed right now. Please try again in a few minutes.',
  /** 400: GET /images/<key> with a width (or social-card size) that is not served. */
  variantWidth: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card',
  variantHeight: 'Only the social card has a height: w=1200&h=630',
  /** 400: GET /images/<key> with a query parameter other than w and h. */
  variantParameter: 'Unknown parameter: images take only w (and h for the social card)',
} as const

/** The staff screen's 'Media' tab and the image picker of the content forms. */
export const mediaText = {
  tab: 'Media',
  heading: 'Media Library',
  intro:
    'Every uploaded image, with where it is used. Images no item has used for 30 days are marked; an admin can move them to the trash.',
  loading: 'Loading images...',
  empty: 'No images uploaded yet.',
  loadFailed: 'Failed to load images',
  dimensions: (width: number, height: number) => `${width} × ${height}`,
  uploadedBy: 'Uploaded by',
  usedBy: 'Used by',
  unused: 'Not used',
  search: 'Search by file name',
  focalPoint: 'Focal point',
  focalPointOf: (name: string) => `Focal point: ${name}`,
  focusHelp:
    'Click the subject, or use the sliders: every crop of this image (the cards, the social card) keeps it in view.',
  focusAcross: 'Across',
  focusDown: 'Down',
  focusPreview: 'As a card shows it',
  saveFocus: 'Save focal point',
  centreFocus: 'Use the centre',
  focusSaved: 'Focal point saved',
  focusFailed: 'Failed to save the focal point',
  documents: 'Whitepaper PDFs',
  documentsIntro:
    'Every uploaded PDF, with the whitepaper that offers it. Visitors only ever get an expiring link.',
  noDocuments: 'No PDFs uploaded yet.',
  documentsLoadFailed: 'Failed to load PDFs',
  unnamedDocument: 'Unnamed PDF',
  open: 'Open',
  usage: 'Use',
  anyUsage: 'All images',
  usages: { used: 'Used', unused: 'Not used' },
  /** An upload whose file name was not kept. */
  unnamed: 'Unnamed image',
  uploadedAt: 'Uploaded',
  size: 'Size',
  dimensionsLabel: 'Dimensions',
  choose: 'Choose from library',
  chooseHeading: 'Choose an image',
  chooseIntro: 'Pick an uploaded image instead of uploading it again.',
  select: 'Use this image',
  searchLabel: 'Search images',
  searchHint: 'By file name or by the title of an item that uses it',
  noMatch: 'No image matches',
  uploadHeading: 'Upload images',
  uploadLabel: 'Images to upload',
  uploadHint: 'Choose several at once, or drop them here. JPEG, PNG, WebP, GIF or AVIF.',
  uploadsList: 'Uploads',
  uploadState: { waiting: 'Waiting', uploading: 'Uploading…', done: 'Uploaded' },
  uploadSummary: (done: number, failed: number) =>
    failed === 0 ? `${done} uploaded` : `${done} uploaded, ${failed} refused`,
  shownCount: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  delete: 'Delete image',
  deleteConfirmTitle: 'Delete this image?',
  deleteConfirmText: 'It goes to the trash, where an admin can restore it for 30 days.',
  deleted: 'Image moved to the trash',
  deleteFailed: 'Failed to delete image',
} as const
