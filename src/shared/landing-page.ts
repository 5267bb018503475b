// Where campaign landing pages live: `/lp/<slug>`, the slug lower-case letters and
// digits joined by single hyphens, at most LANDING_SLUG_MAX characters. Small and free of imports:
// the contact page's address check, which every page's start-up code holds, reads it.

const LANDING_SLUG_MAX = 80

/** A landing page's address; the slug's length is checked apart (`isLandingPagePath`). */
const LANDING_PAGE_PATH = /^\/lp\/[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isLandingPagePath = (path: string) =>
  LANDING_PAGE_PATH.test(path) && path.length <= '/lp/'.length + LANDING_SLUG_MAX
