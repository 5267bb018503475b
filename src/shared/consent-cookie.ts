/**
 * The visitor's cookie choices, mirrored from localStorage into cookies so that the Worker sees
 * them: a page's CSP admits the chat widget's hosts only when the request carries the marketing
 * one, and the page is rendered with the cookie banner until it carries the decided one.
 */
export { CONSENT_DECIDED_COOKIE, MARKETING_CONSENT_COOKIE } from './storage-names'
/** The value of either cookie when set; a cleared choice removes the cookie. */
export const CONSENT_COOKIE_SET = '1'
