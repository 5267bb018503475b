// What counts as an image address: one test for the forms and the API (schemas/fields.ts) and
// for the pages that show stored rows, which may have been written before a rule existed.

import { uploadedImageKey } from './image-variants'

/** A stand-in origin to resolve a path against: a path that leaves it names another host. */
const SITE = 'https://site.invalid'

// A URL as written holds no whitespace or control character; the URL parser would silently
// drop tabs and newlines and encode spaces, so it is not asked.
const NOT_IN_A_URL = /[\s\p{Cc}]/u

/** An absolute http(s) URL that a URL parser accepts (a real host, a port in range, ...). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && !NOT_IN_A_URL.test(value) && URL.canParse(value)
}

/** A path on this site: `//host/x` and `/\host/x` start with a slash but name another host. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || NOT_IN_A_URL.test(value) || !URL.canParse(value, SITE)) return false
  return new URL(value, SITE).origin === SITE
}

/** An upload of this site by its path, `/images/<key>`, as content stores one (not `/images/seed/x.jpg`). */
export function isUploadPath(value: string): boolean {
  return isSitePath(value) && uploadedImageKey(value) !== null
}

/** Whether a stored image address may be shown: an http(s) URL or a path on this site. */
export function isImageAddress(value: string | null | undefined): value is string {
  return !!value && (isHttpUrl(value) || isSitePath(value))
}
