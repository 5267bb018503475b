// Public paths of SPEC.md section 2's route table. The Worker answers 404 for anything else,
// builds sitemap.xml from them, and the client's router implements each one.

export const SERVICE_SLUGS = [
  'data-analytics',
  'artificial-intelligence',
  'qa-automation',
  'process-consulting',
  'smb-enablement',
  'staff-augmentation',
  'platform-engineering',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}` as const),
  '/insights',
  '/case-studies',
  '/contact',
  '/sitemap',
  '/privacy-notice',
  '/cookie-policy',
  '/terms-of-use',
] as const

export const ADMIN_PATH = '/admin'

/** Static routes whose page needs no data: the Worker serves them rendered by the app itself. */
export const SERVER_RENDERED_PATHS: readonly string[] = STATIC_PUBLIC_PATHS.filter(
  (path) => path !== '/insights' && path !== '/case-studies',
)

/** `/povs/{id}` and `/case-studies/{id}`: ids are positive integers. */
export const POV_PATH_PATTERN = /^\/povs\/([1-9]\d{0,15})$/
export const CASE_STUDY_PATH_PATTERN = /^\/case-studies\/([1-9]\d{0,15})$/
export const DETAIL_PATH_PATTERNS = [POV_PATH_PATTERN, CASE_STUDY_PATH_PATTERN] as const

export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
}

export function isKnownAppPath(pathname: string): boolean {
  const path = normalizePath(pathname)
  return (
    (STATIC_PUBLIC_PATHS as readonly string[]).includes(path) ||
    path === ADMIN_PATH ||
    DETAIL_PATH_PATTERNS.some((pattern) => pattern.test(path))
  )
}
