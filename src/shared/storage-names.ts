// The name of everything the site keeps in a browser, each declared once and read from here by the
// code that sets it. site-storage.ts must describe every name here (its type says so), and the
// cookie policy's list is rendered from that description: what the site sets is what the policy lists.

export const CONSENT_DECIDED_KEY = 'cookie-consent'
export const CONSENT_PREFERENCES_KEY = 'cookie-preferences'
export const CONSENT_DECIDED_COOKIE = 'consent-decided'
export const MARKETING_CONSENT_COOKIE = 'consent-marketing'
export const VISITOR_SESSION_KEY = 'visitor-session-id'
export const VISIT_ATTRIBUTION_KEY = 'visit-attribution'
export const PLAY_AFTER_LOAD_KEY = 'embed-to-play'
export const SESSION_COOKIE = '__Host-sid'
export const PENDING_SIGN_IN_COOKIE = '__Secure-pending-sign-in'
export const D1_BOOKMARK_COOKIE = '__Host-d1-bookmark'
export const STAFF_COLOR_SCHEME_KEY = 'staff-color-scheme'
export const STAFF_PAGE_PREVIEW_KEY = 'staff-page-preview'
/** Followed by `:` and the staff member's id. */
export const STAFF_LIST_DISPLAY_KEY = 'staff-list-display'
