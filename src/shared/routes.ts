// Public paths of docs/product.md section 2's route table: sitemap.xml lists them, and the app's router
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
  '/careers',
  '/contact',
  '/sitemap',
  '/privacy-notice',
  '/cookie-policy',
  '/terms-of-use',
] as const

export const ADMIN_PATH = '/admin'

// Paths whose last part is a token, which is case-sensitive (capability links).
const TOKEN_PATH = /^(\/admin\/invite\/|\/downloads\/)(.*)$/i

// Letters, but not those of a percent-escape, whose case means nothing (`%C3` is `%c3`).
const lowerCase = (path: string) =>
  path.replace(/%[0-9a-f]{2}|[a-z]+/gi, (match) => (match.startsWith('%') ? match : match.toLowerCase()))

/**
 * The one address of a page path: lower-case (every route is; a token keeps its case), no empty
 * segments, no trailing slash. Any other spelling is redirected here in one hop (routes/site.ts).
 */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  const token = TOKEN_PATH.exec(path)
  return token ? `${lowerCase(token[1] ?? '')}${token[2]}` : lowerCase(path)
}
