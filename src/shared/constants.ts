// Every number here is a docs/product.md constant (section 9 unless noted) or a limit we chose and
// documented in docs/configuration.md; both sides import them so a change lands everywhere at once.

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_DIRECTION = 'right'
export const TOAST_SWIPE_THRESHOLD = 50
export const TOAST_HOTKEY = ['F8'] as const

export const INACTIVITY_WARNING_MS = 840_000
export const INACTIVITY_LOGOUT_MS = 900_000
export const INACTIVITY_COUNTDOWN_SECONDS = 30
export const UPLOAD_TIMEOUT_MS = 10_000
export const SERVICE_CARD_NAV_DELAY_MS = 100

export const INSIGHTS_MAX_CARDS = 6
export const INSIGHTS_MAX_CARD_HASHTAGS = 3
export const INSIGHTS_FILTER_HASHTAGS = 8
export const LEAD_MESSAGE_CLAMP_LINES = 3
export const LEAD_DATE_FORMAT = 'MMM dd, yyyy'

export const HASHTAG_NAME_MAX = 100
export const HASHTAG_TYPE_MAX = 50
export const PASSWORD_HASH_MAX = 255
export const ROLE_MAX = 32
export const CONTACT_MESSAGE_MIN = 10
export const DEFAULT_ROLE = 'admin'
export const ADMIN_ROLE = 'admin'

export const HASHTAG_TYPES = ['service', 'industry', 'topic'] as const
export type HashtagType = (typeof HASHTAG_TYPES)[number]

export const CONTACT_SERVICES = [
  'data-analytics',
  'ai-automation',
  'qa-automation',
  'process-consulting',
  'platform-engineering',
  'smb-enablement',
  'other',
] as const

/**
 * The years a date or time people enter may fall in (a published date, a schedule, a deadline): wide
 * enough for any real one, narrow enough that a slip (`0000-01-01`, `20225`) is refused, not stored.
 */
export const ENTERED_YEAR_MIN = 1900
export const ENTERED_YEAR_MAX = 2999
/** The same years as a date input's `min` and `max`, so its picker offers no other. */
export const ENTERED_DATE_RANGE = { min: `${ENTERED_YEAR_MIN}-01-01`, max: `${ENTERED_YEAR_MAX}-12-31` }

// Limits the spec leaves open; chosen here and listed in docs/configuration.md.
export const TEXT_FIELD_MAX = 200
export const LONG_TEXT_MAX = 20_000
export const CONTACT_MESSAGE_MAX = 5000
export const JSON_BODY_MAX_BYTES = 64 * 1024
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
/** Different characters (case aside) a new password must use: 'abcabcabcabc' has 3. */
export const PASSWORD_MIN_DISTINCT_CHARACTERS = 6

/**
 * The server ends an idle session when the admin screen signs out: one value, two names.
 * @alias
 */
export const SESSION_IDLE_TIMEOUT_MS = INACTIVITY_LOGOUT_MS
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000
export const SESSION_REFRESH_INTERVAL_MS = 60 * 1000
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000

// Staff area: per-IP login attempts, upload bursts, multipart overhead on top of an image.
export const LOGIN_IP_LIMIT = 10
export const LOGIN_IP_WINDOW_SECONDS = 60
export const UPLOAD_IP_LIMIT = 30
export const UPLOAD_IP_WINDOW_SECONDS = 60
export const UPLOAD_MULTIPART_OVERHEAD_BYTES = 16 * 1024
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const USER_ROLES = ['admin', 'editor'] as const

// Content list endpoints: page size cap, search text cap, hashtag filter cap (keeps a
// statement under D1's 100 bound parameters).
export const CONTENT_LIST_MAX_LIMIT = 100
/** The last `page` a list answers: keeps the offset a whole number D1 can bind. */
export const CONTENT_LIST_MAX_PAGE = 10_000
/** How many pages of cards 'Load more' gathers on one listing page before only the paging links go on. */
export const LISTING_RUN_MAX_PAGES = 10
/** The response header of a list that carries the next page's cursor when there is one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor'
export const CONTENT_QUERY_MAX = 100
/** Rows on one page of a staff list (paged on the server). */
export const STAFF_LIST_PAGE = 25
/** Items one bulk action may change: a page of rows, with room to spare. */
export const STAFF_BULK_MAX = 100
export const HASHTAG_FILTER_MAX = 50
// Contact form spam guard: 5 posts per IP per 10 minutes.
export const CONTACT_RATE_LIMIT = 5
export const CONTACT_RATE_WINDOW_SECONDS = 600
// Whitepaper downloads: the document upload's cap, the request form's spam guard (as
// the contact form's), and how long a download link works.
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
export const DOCUMENT_UPLOAD_TIMEOUT_MS = 120_000
/** Newsletter requests per IP and window: each may make Zoho mail a confirmation. */
export const NEWSLETTER_RATE_LIMIT = 5
export const NEWSLETTER_RATE_WINDOW_SECONDS = 600
/** One confirmation mail per address in this window, however often it is asked for. */
export const NEWSLETTER_RESEND_AFTER_MS = 24 * 60 * 60 * 1000
export const DOWNLOAD_RATE_LIMIT = 5
export const DOWNLOAD_RATE_WINDOW_SECONDS = 600
export const DOWNLOAD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000
// Insights search box: wait this long after the last key press before asking the server.
export const INSIGHTS_SEARCH_DEBOUNCE_MS = 300
// Shown when content has no image or its image fails to load (docs/product.md section 8).
export const PLACEHOLDER_IMAGE = '/images/seed/placeholder.webp'

const DAY_MS = 24 * 60 * 60 * 1000
// Audit log: kept one year; the admin screen reads it 50 events at a time.
export const AUDIT_RETENTION_MS = 365 * DAY_MS
// A failed sign-in this soon after the first of its kind (e-mail, network, reason) counts into
// that event instead of adding one.
export const AUDIT_REPEAT_WINDOW_MS = 60 * 60 * 1000
// Personal data the site keeps, and for how long (the privacy notice says the same): page visits
// and whitepaper download requests 13 months, enquiries and their CRM outbox rows three years.
export const VISITOR_EVENT_RETENTION_MS = 396 * DAY_MS
/**
 * Referring sites (and campaigns) counted by name per day; any further one that day is counted as
 * VISIT_SOURCE_OTHER. The Performance section shows the top 20: a day's totals stay bounded however many
 * made-up referrers are posted.
 */
export const VISIT_SOURCES_PER_DAY = 100
export const VISIT_SOURCE_OTHER = '(other)'
export const DOWNLOAD_REQUEST_RETENTION_MS = 396 * DAY_MS
export const ENQUIRY_RETENTION_MS = 3 * 365 * DAY_MS
/** Deleted content, pages and uploads wait in the trash this long, then the cron deletes them for good. */
export const TRASH_RETENTION_MS = 30 * DAY_MS
/** No rate limit may count over a longer window: the cron drops counters older than this. */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 60 * 60
export const AUDIT_PAGE_SIZE = 50

// Two-factor sign-in: RFC 6238 TOTP as authenticator apps expect it (SHA-1, 30 s,
// 6 digits), a code of the step before or after also accepted (clock drift); ten recovery codes;
// the password step is good for 5 minutes.
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
export const TOTP_WINDOW_STEPS = 1
export const RECOVERY_CODE_COUNT = 10
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000
// Guessing codes: a pending sign-in takes 5 codes, then the password is asked again; an account
// takes 10 wrong codes an hour after right passwords, from all networks together, then its code
// step is closed for an hour; a set-up in progress takes 5 wrong codes, then starts again.
export const TWO_FACTOR_MAX_CODES_PER_SIGN_IN = 5
export const TWO_FACTOR_ACCOUNT_MAX_WRONG_CODES = 10
export const TWO_FACTOR_ACCOUNT_WINDOW_MS = 60 * 60 * 1000
export const TWO_FACTOR_ACCOUNT_LOCK_MS = 60 * 60 * 1000
export const TWO_FACTOR_SETUP_MAX_CODES = 5
/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Crestline Consulting'
// Staff management and own account: an invitation link works once, for 72 hours;
// opening and accepting invitations, and changing one's password (both check or set a password),
// are limited per client network; a session keeps this much of the browser's User-Agent.
export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000
export const INVITE_IP_LIMIT = 20
export const INVITE_IP_WINDOW_SECONDS = 600
export const PASSWORD_CHANGE_IP_LIMIT = 10
export const PASSWORD_CHANGE_IP_WINDOW_SECONDS = 600
export const USER_AGENT_MAX = 512
// Share-preview links: the search parameter that carries a link's token on an item's
// public address; a link works for 7 days unless the staff member picks another of the choices.
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_LINK_DEFAULT_DAYS = 7
export const PREVIEW_LINK_DAYS = [1, PREVIEW_LINK_DEFAULT_DAYS, 30] as const
