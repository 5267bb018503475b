/**
 * The visitor's cookie choices, mirrored from localStorage into cookies so that the Worker sees
 * them: a page's CSP admits the chat widget's hosts only when the request carries the marketing
 * one, and the page is rendered with the cookie banner until it carries the decided one.
 */
export const MARKETING_CONSENT_COOKIE = 'consent-marketing'
export const CONSENT_DECIDED_COOKIE = 'consent-decided'
/** The value of either cookie when set; a cleared choice removes the cookie. */
export const CONSENT_COOKIE_SET = '1'
