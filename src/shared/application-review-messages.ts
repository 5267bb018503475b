// Texts of staff's review of job applications: the API's answers and the admin screen's
// Applications tab. A module of its own, so that public pages do not carry them.

export const applicationReviewText = {
  tab: 'Applications',
  heading: 'Applications',
  opening: 'Opening',
  allOpenings: 'All openings',
  openingOption: (title: string, count: number) => `${title} (${count})`,
  empty: 'No applications yet',
  fetchFailed: 'Applications could not be loaded',
  openingsFetchFailed: 'Openings could not be loaded',
  appliedFor: 'Applied for',
  received: 'Received',
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  note: 'Note from the applicant',
  cv: 'CV',
  status: 'Status',
  statusSaved: 'Status saved',
  staffNotes: 'Staff notes',
  saveNotes: 'Save notes',
  notesSaved: 'Staff notes saved',
  saveFailed: 'The change could not be saved',
  openCv: 'Open CV',
  cvOpenFailed: 'The CV could not be opened',
  notFound: 'Application not found',
  linkInvalid: 'This CV link has expired or been used. Open the CV again from the Applications tab.',
  nothingToChange: 'Give a status or staff notes to change',
  versionRequired: 'The version you edited is required',
  conflict:
    'Someone else changed this application after you opened it. The list now shows their change; make yours again if it still applies.',
} as const
