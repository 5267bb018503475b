import { sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumnBuilderBase,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import {
  DEFAULT_ROLE,
  HASHTAG_NAME_MAX,
  HASHTAG_TYPE_MAX,
  PASSWORD_HASH_MAX,
  ROLE_MAX,
} from '../../shared/constants'
import { CONTENT_TYPE_NAMES, contentTypes } from '../../shared/content/registry'
import {
  EMPLOYMENT_TYPE_VALUES,
  SALARY_CURRENCY_VALUES,
  WORKPLACE_VALUES,
} from '../../shared/content/types/job-opening'
import type { AuditAction, AuditTargetType } from '../../shared/schemas/audit'
import { APPLICATION_STATUS_VALUES } from '../../shared/schemas/job-application'
import { NEWSLETTER_SOURCES } from '../../shared/schemas/newsletter'
import { CONTENT_NOTE_KINDS, REVIEW_STATES, TRASH_KINDS } from '../../shared/schemas/review'
import type { AuditDetail } from '../../shared/types'
import type { Attribution } from '../../shared/visit-attribution'

const createdAt = () => integer('created_at', { mode: 'timestamp' }).notNull().default(sql`(unixepoch())`)
const updatedAt = () => integer('updated_at', { mode: 'timestamp' }).notNull().default(sql`(unixepoch())`)
const isPublished = () => integer('is_published', { mode: 'boolean' }).notNull().default(false)
/**
 * Counts an item's saves (1 when created). An update that names the version it started from is
 * refused when another save came first (services/content/content-writes.ts).
 */
const version = () => integer('version').notNull().default(1)

export const hashtags = sqliteTable('hashtags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { length: HASHTAG_NAME_MAX }).notNull().unique(),
  type: text('type', { length: HASHTAG_TYPE_MAX, enum: ['service', 'industry', 'topic'] }).notNull(),
  description: text('description'),
  createdAt: createdAt(),
})

/** The featured image's alt text: null when none was given; decorative images have none. */
const imageAltColumns = () => ({
  featuredImageAlt: text('featured_image_alt'),
  featuredImageDecorative: integer('featured_image_decorative', { mode: 'boolean' }).notNull().default(false),
})

/** Per-item search and social settings: null means the item's own title, description, image. */
const seoColumns = () => ({
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  socialImage: text('social_image'),
})

/**
 * Scheduled publishing: a published item is public from `publishAt` (when set) until
 * `unpublishAt` (when set). Reads apply the rule at query time, so no job has to run at either
 * moment. Null means no limit.
 */
const scheduleColumns = () => ({
  publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
  unpublishAt: integer('unpublish_at', { mode: 'timestamp_ms' }),
})

/**
 * The editorial workflow (shared/schemas/review.ts): where an unpublished item stands in review
 * (null: a draft nobody has been asked to look at, or a published item), and who created it, the
 * one editor who may go on writing it. Null `createdBy` (items from before the workflow, the site's
 * own pages) leaves the item to admins. A plain id, not a foreign key: adding one would make
 * SQLite rebuild every content table, and staff accounts are deactivated, never deleted.
 */
const reviewColumns = () => ({
  reviewState: text('review_state', { enum: REVIEW_STATES }),
  createdBy: integer('created_by'),
})

/**
 * What every content item stores besides its own fields: the featured image and its alt text, search
 * and social settings, publishing and its schedule, times and version (shared/types.ts `StoredContent`).
 */
const itemColumns = () => ({
  featuredImage: text('featured_image'),
  ...imageAltColumns(),
  ...seoColumns(),
  isPublished: isPublished(),
  ...scheduleColumns(),
  ...reviewColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

/**
 * A content type's table: the columns every item has (id, title, summary, text, and `itemColumns`)
 * around the type's own (its fields, shared/content/types/), and the indexes its lists seek by: the
 * staff list's orders (last edited; title A to Z as the list compares it, case-insensitive; each then
 * by id, so a page deep in a long list is a seek), its count by status and its authors to filter by
 * (the registry's `byline`), each read from the index alone; and, for a type with a public listing,
 * visitors' list newest first by the registry's `newestBy`.
 */
function contentTable<Name extends string, Own extends Record<string, SQLiteColumnBuilderBase>>(
  type: { table: Name; newestBy: string; byline: string },
  own: Own,
  { publicListing }: { publicListing: boolean },
) {
  const columns = {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    ...own,
    ...itemColumns(),
  }
  return sqliteTable(type.table, columns, (t) => {
    const column = t as unknown as Record<string, AnySQLiteColumn>
    const byline = column[type.byline]!
    return [
      ...(publicListing
        ? [index(`${type.table}_listing_idx`).on(t.isPublished, column[type.newestBy]!, t.id)]
        : []),
      index(`${type.table}_edited_idx`).on(t.updatedAt, t.id),
      index(`${type.table}_title_idx`).on(sql`${t.title} collate nocase`, t.id),
      index(`${type.table}_status_idx`).on(t.isPublished, t.publishAt, t.unpublishAt),
      // A unique byline (a page's path) has an index already.
      ...(byline.isUnique ? [] : [index(`${type.table}_byline_idx`).on(byline)]),
    ]
  })
}

/** The fields a POV and a whitepaper share (docs/product.md section 3). */
const articleColumns = () => ({
  excerpt: text('excerpt').notNull(),
  author: text('author').notNull(),
  /** Calendar date, `YYYY-MM-DD`. */
  publishedDate: text('published_date').notNull(),
})

export const povs = contentTable(contentTypes.pov, articleColumns(), { publicListing: true })

export const caseStudies = contentTable(
  contentTypes.caseStudy,
  {
    excerpt: text('excerpt').notNull(),
    client: text('client').notNull(),
    industry: text('industry').notNull(),
    challenge: text('challenge').notNull(),
    solution: text('solution').notNull(),
    results: text('results').notNull(),
    projectDuration: text('project_duration'),
    teamSize: text('team_size'),
    technologies: text('technologies'),
  },
  { publicListing: true },
)

export const whitepapers = contentTable(
  contentTypes.whitepaper,
  {
    ...articleColumns(),
    /**
     * docs/product.md's `downloadUrl`: the R2 key of the PDF (shared/document-key.ts), never a public
     * address.
     */
    documentKey: text('download_url'),
  },
  { publicListing: true },
)

/** A job opening on /careers: its own fields (shared/content/types/job-opening.ts) and the core's. */
export const jobOpenings = contentTable(
  contentTypes.jobOpening,
  {
    department: text('department').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPE_VALUES }).notNull(),
    workplace: text('workplace', { enum: WORKPLACE_VALUES }).notNull(),
    responsibilities: text('responsibilities').notNull(),
    requirements: text('requirements').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency', { enum: SALARY_CURRENCY_VALUES }),
    /** Calendar date, `YYYY-MM-DD`: the last day applications are taken. */
    applyBy: text('apply_by').notNull(),
  },
  { publicListing: true },
)

/**
 * A page built from blocks: a site page at its fixed address or a landing page at `/lp/<slug>`
 * (shared/content/types/page.ts). `content` is the page's document as JSON text. The site's own
 * pages are written by migrations 0030 and 0037 (legal pages) from the copy they had before, so every
 * database, new or deployed, has them.
 */
export const pages = contentTable(
  contentTypes.page,
  {
    path: text('path').notNull().unique(),
    noindex: integer('noindex', { mode: 'boolean' }).notNull().default(false),
    /** A campaign page without the site's menu and footer: a logo-only header and the legal links. */
    hideChrome: integer('hide_chrome', { mode: 'boolean' }).notNull().default(false),
  },
  { publicListing: false },
)

/**
 * An application to a job opening: stored before anything else happens, its CV in R2
 * under `cvKey` (private: staff open it through a short-lived link). Not a CRM lead. Deleted with
 * its CV a retention period after its opening closes (services/retention.ts).
 */
export const jobApplications = sqliteTable(
  'job_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    openingId: integer('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    linkedin: text('linkedin'),
    note: text('note'),
    cvKey: text('cv_key').notNull(),
    cvName: text('cv_name').notNull(),
    cvType: text('cv_type').notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    /** Where the visit came from (utm_*, referring host, landing page), with analytics consent only. */
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull().default('new'),
    staffNotes: text('staff_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Counts staff's review saves: a save naming an older version is refused (routes/applications.ts). */
    version: version(),
  },
  (t) => [index('job_applications_opening_idx').on(t.openingId, t.createdAt)],
)

/**
 * A short-lived, single-use link through which an admin opens an application's CV
 * (services/careers/cv-links.ts). As for download links, only the token's SHA-256 is stored.
 */
export const cvLinks = sqliteTable('cv_links', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tokenHash: text('token_hash').notNull().unique(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
})

/** Which content type an item of a per-item table belongs to (the registry's keys, as the audit log names them). */
const contentTypeColumn = () => text('content_type', { enum: CONTENT_TYPE_NAMES }).notNull()

/**
 * The hashtags of every content item, whatever its type (migration 0019). A link goes with its
 * hashtag (foreign key) and with its item (the item's delete batch: an item has no one table to
 * reference).
 */
export const contentHashtags = sqliteTable(
  'content_hashtags',
  {
    contentType: contentTypeColumn(),
    itemId: integer('item_id').notNull(),
    hashtagId: integer('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.itemId, t.hashtagId] }),
    index('content_hashtags_hashtag_idx').on(t.hashtagId),
  ],
)

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    service: text('service'),
    message: text('message').notNull(),
    newsletter: integer('newsletter', { mode: 'boolean' }).notNull().default(false),
    /** Where the visit came from (utm_*, referring host, landing page), with analytics consent only. */
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
    /** The page the enquiry was sent from (an article's 'Talk to us'), a site path; null for /contact itself. */
    fromPage: text('from_page'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt)],
)

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  passwordHash: text('password_hash', { length: PASSWORD_HASH_MAX }).notNull(),
  role: text('role', { length: ROLE_MAX }).notNull().default(DEFAULT_ROLE),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  /** Set by each sign-in, for the staff list; null until the first. */
  lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * When each staff member last opened Today: its "New since your last visit" counts from the visit
 * before the one being answered (services/today/visits.ts). One row a person, overwritten.
 */
export const todayVisits = sqliteTable('today_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedAt: integer('visited_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * docs/product.md section 3's session store: `sid` is the SHA-256 (hex) of the cookie token, never the
 * token.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).notNull().$type<SessionData>(),
    expire: integer('expire', { mode: 'timestamp_ms' }).notNull(),
  },
  // Also indexed on json_extract(sess, '$.userId') (migration 0005, by hand: drizzle-kit
  // misspells expression indexes): a user's sessions are listed and ended together.
  (t) => [index('sessions_expire_idx').on(t.expire)],
)

/**
 * What a session row holds besides its expiry. The client fields are optional: rows written
 * before they existed lack them, and a session lives 12 hours at most.
 */
export interface SessionData {
  userId: number
  createdAt: number
  /** Absolute end of life, whatever the activity (epoch ms). */
  absoluteExpire: number
  /** The browser's User-Agent at sign-in, cut to USER_AGENT_MAX characters. */
  userAgent?: string | null
  /** The client's network at sign-in as the audit log keeps it (IPv4 /24, IPv6 /64), or null. */
  network?: string | null
  /** Last request (epoch ms), to the minute: written when the idle expiry slides. */
  lastSeenAt?: number
}

/** Fixed-window counters for per-IP rate limits (login, public POSTs). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

/**
 * The edge cache's copies by key, with the content they show (`,povs,hashtags,`): what a write
 * drops from this location's cache at once (middleware/edge-cache.ts). Rows outlive their copy
 * by at most the copy's own life; the cron prunes them.
 */
export const edgeCacheEntries = sqliteTable(
  'edge_cache_entries',
  {
    key: text('key').primaryKey(),
    tags: text('tags').notNull(),
    storedAt: integer('stored_at').notNull(),
  },
  (t) => [index('edge_cache_entries_stored_idx').on(t.storedAt)],
)

/**
 * Cache tags (as the zone knows them, lib/cache-tags.ts) that Cloudflare's purge API has yet to
 * drop in every location (services/cache-purge.ts). One row per tag, so a burst of writes asks
 * once; a write that asks again bumps `version`, so a purge sent before it does not settle it.
 * Times are ms since the epoch.
 */
export const cachePurges = sqliteTable(
  'cache_purges',
  {
    tag: text('tag').primaryKey(),
    version: integer('version').notNull().default(1),
    requestedAt: integer('requested_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** A sender holds the row until then, so a write's waitUntil and the cron never send it at once. */
    claimedUntil: integer('claimed_until'),
    lastError: text('last_error'),
  },
  (t) => [index('cache_purges_due_idx').on(t.nextAttemptAt)],
)

/**
 * When a write last changed what each cache tag (lib/cache-tags.ts) names, ms since the epoch: the
 * edge cache keeps no copy rendered before it (services/content-cache.ts). One row per tag.
 */
export const cacheTagWrites = sqliteTable('cache_tag_writes', {
  tag: text('tag').primaryKey(),
  writtenAt: integer('written_at').notNull(),
})

/**
 * Sign-in attempts per e-mail (as typed, lower-cased, known or not) and client network
 * (docs/decisions/004). Each attempt is charged here before its password is checked.
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    email: text('email').notNull(),
    network: text('network').notNull(),
    attempts: integer('attempts').notNull(),
    /** Epoch ms when the count lapses: 15 minutes after the last counted attempt, or the lock's end. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.network] }), index('login_attempts_expires_idx').on(t.expiresAt)],
)

/**
 * Whitepaper download requests, stored before their lead is queued. A request is a
 * lead, so it outlives its whitepaper: the link to it is set null when the whitepaper is deleted
 * and the title is kept as it was. Only the SHA-256 (hex) of the link's token is stored.
 */
export const whitepaperDownloads = sqliteTable(
  'whitepaper_downloads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    whitepaperId: integer('whitepaper_id').references(() => whitepapers.id, { onDelete: 'set null' }),
    whitepaperTitle: text('whitepaper_title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title'),
    /** Where the visit came from (utm_*, referring host, landing page), with analytics consent only. */
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('whitepaper_downloads_created_idx').on(t.createdAt),
    index('whitepaper_downloads_whitepaper_idx').on(t.whitepaperId),
  ],
)

/** Every lead bound for the CRM is written here first; a cron retries what did not go through. */
/**
X, where it was asked for and the
 * consent line they agreed to, as shown. Delivered to Zoho Campaigns through the outbox, whose
 * confirmation mail completes the double opt-in.
 */
export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    source: text('source', { enum: NEWSLETTER_SOURCES }).notNull(),
    consentText: text('consent_text').notNull(),
    /** Where the visit came from (utm_*, referring host, landing page), with analytics consent only. */
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscriptions_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
)

/**
 * What the Worker owes others, written before anything is sent and retried by the cron: a lead for
 * the CRM (`kind` 'lead'), a newsletter subscription for Zoho Campaigns ('subscription'), or a
 * message for the sales team's webhook ('webhook').
 */
export const crmOutbox = sqliteTable(
  'crm_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['lead', 'subscription', 'webhook'] })
      .notNull()
      .default('lead'),
    contactSubmissionId: integer('contact_submission_id').references(() => contactSubmissions.id, {
      onDelete: 'set null',
    }),
    whitepaperDownloadId: integer('whitepaper_download_id').references(() => whitepaperDownloads.id, {
      onDelete: 'set null',
    }),
    newsletterSubscriptionId: integer('newsletter_subscription_id').references(
      () => newsletterSubscriptions.id,
      { onDelete: 'set null' },
    ),
    email: text('email').notNull(),
    payload: text('payload', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    zohoId: text('zoho_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('crm_outbox_contact_idx').on(t.contactSubmissionId),
    index('crm_outbox_download_idx').on(t.whitepaperDownloadId),
    index('crm_outbox_subscription_idx').on(t.newsletterSubscriptionId),
  ],
)

/** The Zoho access token, shared by every isolate; `lockedUntil` lets one caller refresh at a time. */
export const zohoTokens = sqliteTable('zoho_tokens', {
  id: text('id').primaryKey(),
  accessToken: text('access_token'),
  apiDomain: text('api_domain'),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
})

/** Page visits posted by consenting visitors (Zoho has no API that takes them). */
export const visitorEvents = sqliteTable(
  'visitor_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    page: text('page').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    occurredAt: integer('occurred_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_events_session_idx').on(t.sessionId),
    index('visitor_events_created_idx').on(t.createdAt),
  ],
)

/**
 * Page views per day and path (query dropped), counted as each visit is posted (analytics consent
 * only): the Performance section reads these, and they are kept after the raw events go (13 months).
 */
export const pageViewsDaily = sqliteTable(
  'page_views_daily',
  {
    /** UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
)

/**
 * Where visits came from per day: a session's referring host (counted at its first page) and each
 * campaign (`utm_source / utm_campaign`) a page was opened with. Kept like page_views_daily.
 */
export const visitSourcesDaily = sqliteTable(
  'visit_sources_daily',
  {
    day: text('day').notNull(),
    kind: text('kind', { enum: ['referrer', 'campaign'] }).notNull(),
    value: text('value').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.value] })],
)

/**
 * The audit log: appended to, never otherwise updated (a trigger refuses it); the cron deletes
 * events older than AUDIT_RETENTION_MS. `actor_user_id` has no foreign key on purpose: an event
 * outlives its account and is never rewritten by a cascade.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** The staff member's e-mail then; for sign-in events, the e-mail as typed (lower-cased). */
    actorEmail: text('actor_email'),
    action: text('action').notNull().$type<AuditAction>(),
    targetType: text('target_type').$type<AuditTargetType>(),
    targetId: text('target_id'),
    targetTitle: text('target_title'),
    /** IPv4 /24 or IPv6 /64 of the client. */
    network: text('network'),
    detail: text('detail', { mode: 'json' }).$type<AuditDetail>(),
    /**
     * How many attempts the event stands for: failed sign-ins repeated within an hour of `at` (the
     * first) raise it instead of appending, so anonymous traffic cannot flood the log. The only
     * update the trigger allows is one that raises it and leaves every other column alone.
     */
    count: integer('count').notNull().default(1),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_idx').on(t.actorUserId, t.at, t.id),
    index('audit_events_action_idx').on(t.action, t.at, t.id),
    // Finds the event a repeated failed sign-in counts into without scanning the hour's others.
    index('audit_events_repeat_idx').on(t.action, t.actorEmail, t.at),
  ],
)

/**
 * A staff member's TOTP second factor (docs/decisions/004). `secret` is the confirmed
 * key (base32), `pendingSecret` one offered by a set-up that is not confirmed yet (re-enrolment
 * keeps the old key working until then). `lastUsedStep` is the 30-second step of the last code
 * accepted: a code is taken only by `UPDATE … WHERE last_used_step < step`, so a replay fails.
 */
export const userTwoFactor = sqliteTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  lastUsedStep: integer('last_used_step').notNull().default(0),
  pendingSecret: text('pending_secret'),
  /** Codes tried against `pendingSecret`; the set-up ends at TWO_FACTOR_SETUP_MAX_CODES wrong ones. */
  setupAttempts: integer('setup_attempts').notNull().default(0),
  /**
   * Sign-in codes (after a right password, from any network) charged in the window that started
   * at `codeWindowStart` (ms); past TWO_FACTOR_ACCOUNT_MAX_WRONG_CODES the code step is refused
   * until `codeLockedUntil` (ms), and `lockNoticeAt` keeps the lock for the user to be told.
   */
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeWindowStart: integer('code_window_start').notNull().default(0),
  codeLockedUntil: integer('code_locked_until').notNull().default(0),
  lockNoticeAt: integer('lock_notice_at', { mode: 'timestamp_ms' }),
})

/** Single-use recovery codes: only the SHA-256 (hex) of each is kept. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
)

/**
 * Password checked, second factor still to come: the SHA-256 (hex) of the pending-sign-in cookie,
 * for TWO_FACTOR_PENDING_MS; deleted when the sign-in completes (single use) or by the cron.
 */
export const pendingSignIns = sqliteTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    /** The client network of the password step: the code step is taken from it only. */
    network: text('network').notNull().default(''),
    /** Codes tried; the sign-in ends at TWO_FACTOR_MAX_CODES_PER_SIGN_IN. */
    codeAttempts: integer('code_attempts').notNull().default(0),
  },
  (t) => [index('pending_sign_ins_expires_idx').on(t.expiresAt)],
)

/** Site-wide settings admins change in the screen, as JSON values by key (`require_two_factor`). */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull().$type<unknown>(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * One-time staff invitations: only the SHA-256 of the link's token is kept; `usedAt`
 * is set once, by the acceptance that creates the account.
 */
export const staffInvites = sqliteTable(
  'staff_invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role', { length: ROLE_MAX }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    /**
     * When its inviter stopped being an active admin: set by a trigger on `users` (migration 0031), so a
     * change by `npm run user` counts too, and never cleared, so restoring the inviter revives nothing.
     */
    voidedAt: integer('voided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('staff_invites_email_idx').on(t.email)],
)

/**
 * Uploaded images: what the Images binding read from each upload's bytes, and who
 * uploaded it. `key` is the R2 key of the untouched original and the `<key>` of `/images/<key>`.
 * Content names an image by that address (its featured image), so use is found by address.
 */
export const media = sqliteTable(
  'media',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The original's MIME type. */
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    /** The uploader's file name, cut to 200 characters; shown to staff only. */
    fileName: text('file_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** The focal point, 0 to 1 from the left and from the top; null for the centre. Every crop keeps it in view. */
    focusX: real('focus_x'),
    focusY: real('focus_y'),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
)

/**
 * Every save of a content item: the whole item as the API sends it, hashtags and
 * publish state included. Rows are only ever added; they go when their item is deleted.
 */
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contentType: contentTypeColumn(),
    itemId: integer('item_id').notNull(),
    /** Who saved it; the name stays in `authorName` when the account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** JSON of the item's fields as saved. */
    snapshot: text('snapshot').notNull(),
    /** The revision this one restored, when it was a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * The item's version this save made; null for saves from before versions were kept. Unique per
     * item, so of two saves that start from one version only the first commits.
     */
    version: integer('version'),
  },
  (t) => [
    index('content_revisions_item_idx').on(t.contentType, t.itemId, t.id),
    uniqueIndex('content_revisions_version_idx').on(t.contentType, t.itemId, t.version),
  ],
)

/**
 * Share-preview links: only the SHA-256 of the link's token is kept. A link shows one
 * item, draft or not, until it expires or is revoked; it goes when its item is deleted.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    contentType: contentTypeColumn(),
    itemId: integer('item_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('preview_links_item_idx').on(t.contentType, t.itemId)],
)

/**
 * What a staff member has typed in a create or edit dialog and not saved yet, one row
 * per user and item (`itemKey` is the item id, or 'new' for an item being created). Behind the
 * staff session like every other draft; removed on save, on discard, and with the user.
 */
export const unsavedChanges = sqliteTable(
  'unsaved_changes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: contentTypeColumn(),
    itemKey: text('item_key').notNull(),
    /** JSON of the form's values. */
    values: text('values').notNull(),
    savedAt: integer('saved_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentType, t.itemKey] })],
)

/**
 * The thread of notes on a content item: what staff wrote about it (`kind` 'note') and each review
 * step with the note it carried (submitted, withdrawn, changes requested, approved). `version` is the
 * item's version when it was written, which places it among the revisions. Kept while the item is
 * in the trash; deleted with the item for good.
 */
export const contentNotes = sqliteTable(
  'content_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contentType: contentTypeColumn(),
    itemId: integer('item_id').notNull(),
    kind: text('kind', { enum: CONTENT_NOTE_KINDS }).notNull(),
    /** Null for a review step that carried no note (submitting, withdrawing, an approval). */
    body: text('body'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The writer's name as it was, kept when the account goes. */
    authorName: text('author_name').notNull(),
    version: integer('version').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('content_notes_item_idx').on(t.contentType, t.itemId, t.id)],
)

/**
 * What was deleted and can come back for TRASH_RETENTION_MS: a content item (its row as stored,
 * with its hashtag ids; its revisions and notes stay where they are) or an upload (its media row;
 * the R2 object stays until the entry goes). Restoring writes the row back under its own id.
 */
export const trash = sqliteTable(
  'trash',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: TRASH_KINDS }).notNull(),
    /** The content type for kind 'content'; null for an upload. */
    contentType: text('content_type', { enum: CONTENT_TYPE_NAMES }),
    /** The item's id, or the upload's media id. */
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    /** JSON: the row as stored, and for content its hashtag ids (`{ row, hashtags }`). */
    snapshot: text('snapshot').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('trash_item_idx').on(t.kind, t.contentType, t.itemId),
    index('trash_deleted_idx').on(t.deletedAt),
  ],
)

export type HashtagRow = typeof hashtags.$inferSelect
export type PovRow = typeof povs.$inferSelect
export type CaseStudyRow = typeof caseStudies.$inferSelect
export type WhitepaperRow = typeof whitepapers.$inferSelect
export type JobOpeningRow = typeof jobOpenings.$inferSelect
export type PageRow = typeof pages.$inferSelect
export type JobApplicationRow = typeof jobApplications.$inferSelect
export type UserRow = typeof users.$inferSelect
export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect
export type CrmOutboxRow = typeof crmOutbox.$inferSelect
export type AuditEventRow = typeof auditEvents.$inferSelect
export type StaffInviteRow = typeof staffInvites.$inferSelect
export type MediaRow = typeof media.$inferSelect
export type ContentRevisionRow = typeof contentRevisions.$inferSelect
export type PreviewLinkRow = typeof previewLinks.$inferSelect
export type ContentNoteRow = typeof contentNotes.$inferSelect
export type TrashRow = typeof trash.$inferSelect

/**
 * Redirects staff manage (routes/redirects.ts), applied to public page requests before they render
 * (routes/site.ts): from a path of this site to a path or a web address, or gone (410, `to` empty).
 * No chain is ever stored: a target is never another redirect's `from`.
 */
export const redirects = sqliteTable(
  'redirects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fromPath: text('from_path').notNull().unique(),
    toAddress: text('to_address').notNull().default(''),
    status: integer('status').notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: integer('last_hit_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('redirects_to_address_idx').on(t.toAddress)],
)
export type RedirectRow = typeof redirects.$inferSelect

/**
 * Public page addresses that answered 404, by path alone (no query, no visitor): what staff may
 * want to redirect. Kept small: rows unseen for 30 days go, and at most 1,000 stay.
 */
export const missedPaths = sqliteTable(
  'missed_paths',
  {
    path: text('path').primaryKey(),
    count: integer('count').notNull().default(1),
    firstSeenAt: integer('first_seen_at', { mode: 'timestamp' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp' }).notNull(),
  },
  (t) => [index('missed_paths_last_seen_idx').on(t.lastSeenAt)],
)

/**
 * What staff edit once for the whole site, each as one JSON document under its name: the site
 * settings (`settings`) and the menus (`menus`). Every page reads them all in one query when it
 * renders (services/site-documents.ts); `version` detects concurrent edits.
 */
export const siteDocuments = sqliteTable('site_documents', {
  name: text('name').primaryKey(),
  /** JSON, checked against the document's schema when read; a row that fails it is ignored. */
  body: text('body').notNull(),
  version: integer('version').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
export type SiteDocumentRow = typeof siteDocuments.$inferSelect

/** Every saved version of a site document; rows are only ever added. */
export const siteDocumentRevisions = sqliteTable(
  'site_document_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    /** Who saved it; the name stays in `authorName` when the account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('site_document_revisions_version_idx').on(t.name, t.version)],
)
export type SiteDocumentRevisionRow = typeof siteDocumentRevisions.$inferSelect

/**
 * A block kept once and placed on several pages by reference (a `shared` block naming its id):
 * `block` is one page block as JSON text (shared/schemas/page-blocks.ts). `version` refuses a save
 * made from an older copy, as content's does.
 */
export const sharedBlocks = sqliteTable('shared_blocks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  block: text('block').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
export type SharedBlockRow = typeof sharedBlocks.$inferSelect

/**
 * Every saved version of a shared block, written in the batch that saves it; rows are only ever
 * added, and go with their block when it is deleted.
 */
export const sharedBlockRevisions = sqliteTable(
  'shared_block_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sharedBlockId: integer('shared_block_id')
      .notNull()
      .references(() => sharedBlocks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    block: text('block').notNull(),
    /** Who saved it; the name stays in `authorName` when the account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('shared_block_revisions_version_idx').on(t.sharedBlockId, t.version)],
)
