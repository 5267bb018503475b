/** A page as a breadcrumb trail names it. */
export interface Crumb {
  name: string
  path: string
}

/**
 * The pages others sit under, named as the site's menus and sitemap name them: a listing's own
 * breadcrumb and its items' trails read the same name.
 */
export const siteSections = {
  home: { name: 'Home', path: '/' },
  services: { name: 'Services', path: '/services' },
  insights: { name: 'Insights', path: '/insights' },
  whitepapers: { name: 'Whitepapers', path: '/whitepapers' },
  caseStudies: { name: 'Case Studies', path: '/case-studies' },
  careers: { name: 'Careers', path: '/careers' },
} as const satisfies Record<string, Crumb>
