/**
 * The visitor's marketing-consent choice, mirrored from localStorage into a cookie so that the
 * Worker sees it: a page's CSP admits the chat widget's hosts only when the request carries it.
 */
export const MARKETING_CONSENT_COOKIE = 'consent-marketing'
export const MARKETING_CONSENT_GRANTED = '1'
