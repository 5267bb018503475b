/** What the Worker and the staff app say about a page as a whole: its address and its kind. */
export const pageText = {
  path: 'Enter /lp/ and then lower-case letters, digits and hyphens, such as /lp/spring-offer',
  pathTaken: 'Another page has this address',
  sitePagePath: 'The address of a site page cannot change',
  sitePageKept:
    'The site’s own pages (home, about, services, the service pages and the legal pages) cannot be deleted, unpublished or scheduled',
  notJson: 'The blocks could not be read',
  alwaysPublished: 'Always published: the site’s own pages cannot be unpublished or scheduled.',
} as const
