/** docs/product.md section 2: the headings of pages that are not there. */
export const notFoundMessages = {
  page: '404 Page Not Found',
  /** /downloads/{token} when the token names no live link. */
  downloadLink: 'This download link has expired or is not valid',
} as const
