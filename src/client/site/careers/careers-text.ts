// /careers and /careers/{id}: our copy, in the other listings' pattern. The page's
// not-found heading ('Job Opening Not Found') derives from the content registry.
export const careersText = {
  heroTitle: 'Careers',
  /** With the company's name, which the page brings (site-config.ts): this file stays free of imports. */
  heroBlurb: (company: string) =>
    `At ${company} you work in small teams with clients from startups to enterprises, on data, AI, quality engineering and platform work that has to reach production. These are the positions we are hiring for now.`,
  heading: 'Open Positions',
  filtersLabel: 'Filter open positions',
  department: 'Department',
  location: 'Location',
  allDepartments: 'All departments',
  allLocations: 'All locations',
  loading: 'Loading open positions',
  failed: 'Open positions could not be loaded. Please try again later.',
  noneOpen: 'No open positions right now.',
  noneOpenBlurb: 'New openings are posted on this page as soon as they open.',
  noneMatch: 'No open positions match these filters.',
  showAll: 'Show all open positions',
  applyBy: 'Apply by',
  // The detail page.
  aboutTheRole: 'About the Role',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  positionDetails: 'Position Details',
  workplace: 'Workplace',
  employmentType: 'Employment type',
  salary: 'Salary',
  relatedTopics: 'Related Topics',
  applyNow: 'Apply Now',
  applyHeading: 'Apply for This Position',
  closedHeading: 'Applications Closed',
  seeOpenPositions: 'See the open positions',
  back: 'Back to Careers',
  loadingDetail: 'Loading job opening',
} as const

/** The apply section's sentence once the apply-by day is over. */
export const closedOnText = (date: string) => `Applications for this position closed on ${date}.`
