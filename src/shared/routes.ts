// Public paths of SPEC.md section 2's route table: sitemap.xml lists them, and the app's router
// implements each one (anything it does not match is its 404 page).

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
  '/whitepapers',
  '/case-studies',
  '/contact',
  '/sitemap',
  '/privacy-notice',
  '/cookie-policy',
  '/terms-of-use',
] as const

export const ADMIN_PATH = '/admin'

export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
}
