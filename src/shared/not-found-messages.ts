/** docs/product.md section 2: the headings of pages that are not there. */
export const notFoundMessages = {
  page: '404 Page Not Found',
  /** /downloads/{token} when the token names no live link. */
  downloadLink: 'This download link has expired or is not valid',
  /** An address a redirect marks as gone for good (410). */
  gone: 'This page has been removed',
  goneHome: 'Go to the home page',
} as const
