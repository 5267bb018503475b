import type { HashtagType } from './constants'
import type { ContentTypeName, RelatedSegment } from './content/registry'
import type { DeliveryProblem } from './delivery-problem-text'
import type { FromPage } from './from-page'
import type { AuditAction, AuditTargetType } from './schemas/audit'
import type { ContentImages, ImageFocus } from './schemas/media'
import type { ContentNoteKind, ReviewState, TrashKind } from './schemas/review'
import type { Attribution } from './visit-attribution'

// Shapes of the JSON the API sends; dates travel as ISO-8601 strings.

export interface HashtagRef {
  id: number
  name: string
}

/** An item an article's page suggests reading next: it shares hashtags with the article. */
export interface RelatedItem {
  /** Its type's API segment, which is also where its page is: `/${type}/${id}`. */
  type: RelatedSegment
  id: number
  title: string
  description: string
}

/** docs/product.md section 3: hashtags may arrive flat or wrapped in `{ hashtag }`; readers accept both. */
export type HashtagLink = HashtagRef | { hashtag: HashtagRef }

export interface Hashtag extends HashtagRef {
  type: HashtagType
  description: string | null
  createdAt: string
}

/** A whitepaper as a text's call to action shows it: its card, and its form by its id. */
export interface CalledWhitepaper {
  title: string
  description: string
  featuredImage: string | null
  /** The upload's original width, when the picture is one: its srcset offers no wider variant. */
  featuredImageWidth?: number
}
export type ContentWhitepapers = Record<string, CalledWhitepaper>

/**
 * What every content item carries besides its own fields (shared/content/fields.ts): its id,
 * the featured image with its alt text, search and social settings, publishing and schedule, times,
 * version and hashtags.
 */
export interface StoredContent {
  id: number
  featuredImage: string | null
  /** Null when none was given (the page then uses the title). */
  featuredImageAlt: string | null
  featuredImageDecorative: boolean
  /** The focal point the media library gives the featured image (an upload); null for its centre. */
  featuredImageFocus: ImageFocus | null
  /** The uploads its Markdown shows, by key, with their sizes: inline images get their box from it. */
  contentImages: ContentImages
  /** The public whitepapers its Markdown calls for ('Download the whitepaper'), by id. */
  contentWhitepapers: ContentWhitepapers
  /** Null means the title, the description and the featured image. */
  metaTitle: string | null
  metaDescription: string | null
  socialImage: string | null
  isPublished: boolean
  /** A published item is public from `publishAt` until `unpublishAt` (ISO-8601, UTC); null means no limit. */
  publishAt: string | null
  unpublishAt: string | null
  createdAt: string
  updatedAt: string
  /** Counts the item's saves; an update that sends it back is refused (409) when another came first. */
  version: number
  hashtags: HashtagRef[]
  /** Where an unpublished item stands in review; null for a draft, and always null for visitors. */
  reviewState: ReviewState | null
  /** The staff member who created it (the editor who may go on writing it); null for visitors. */
  createdBy: number | null
}

/** One entry of an item's thread of notes (`GET /api/<segment>/:id/notes`). */
export interface ContentNote {
  id: number
  kind: ContentNoteKind
  body: string | null
  userId: number | null
  authorName: string
  /** The item's version it was written on, which places it among the revisions. */
  version: number
  createdAt: string
}

/**
 * An item on someone's "Waiting for you" list (`GET /api/review/waiting`): for an admin, what is in
 * review; for an editor, their items sent back with changes requested, and for a week their items an
 * admin approved ('published' or 'scheduled': news, not a task, so the sidebar's count leaves them out).
 */
export interface WaitingItem {
  type: ContentTypeName
  id: number
  title: string
  reviewState: ReviewState | 'published' | 'scheduled'
  /** When it reached this state, and who took the step, with the note it carried. */
  since: string
  by: string
  note: string | null
}

/** What the trash holds (`GET /api/trash`), newest first. */
export interface TrashEntry {
  id: number
  kind: TrashKind
  /** The content type for kind 'content'; null for an upload. */
  contentType: ContentTypeName | null
  itemId: number
  title: string
  deletedBy: string | null
  deletedAt: string
  /** When the cron deletes it for good. */
  goesAt: string
}

export interface CurrentUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
  role: string
  /**
   * Present (true) when the site requires two factors and this user has none yet: the session
   * may only set one up (GET /api/auth/user; docs/decisions/004).
   */
  twoFactorSetupRequired?: true
  /**
   * When wrong authentication codes after a right password last closed this account's code step
   * (ISO-8601), until the user dismisses the notice.
   */
  twoFactorLockNotice?: string
}

/** POST /api/login when the password was right and a second factor is needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true
}

/** GET /api/account/two-factor: the signed-in user's own second factor. */
export interface TwoFactorStatus {
  enabled: boolean
  enabledAt: string | null
  recoveryCodesLeft: number
  /** The site requires two factors (then removal is refused). */
  required: boolean
}

/** POST /api/account/two-factor/setup: the new key, shown once, until confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string
  /** `otpauth://totp/…`, for the QR code. */
  uri: string
}

export interface ApiErrorBody {
  error: string
  fields?: Record<string, string>
}

/**
 * 409 to an update that named a `version` another save has replaced: the item as it now stands,
 * and who saved it last and when (null for an item last saved before revisions were kept).
 */
export interface EditConflictBody<Item> extends ApiErrorBody {
  current: Item
  /** `byYou`: the one who asks saved it too, in another tab or window. */
  lastSave: { author: string; savedAt: string; byYou: boolean } | null
}

export function hashtagOf(link: HashtagLink): HashtagRef {
  return 'hashtag' in link ? link.hashtag : link
}

/** A contact form submission as the staff 'Enquiries' tab lists it. */
export interface Enquiry {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  company: string | null
  service: string | null
  message: string
  newsletter: boolean
  /** Where the visit came from, when the visitor allowed analytics. */
  attribution: Attribution | null
  /** The page it was sent from (an article's 'Talk to us'), with the title of the item it shows. */
  fromPage: FromPage | null
  createdAt: string
}

/** docs/product.md section 3: a CRM lead as Zoho names its fields; ids are 19-digit strings. */
export interface CrmLead {
  id: string
  First_Name: string | null
  Last_Name: string | null
  Lead_Status: string | null
  Lead_Source: string | null
  Created_Time: string | null
  Email: string | null
  Phone: string | null
  Company: string | null
  Description: string | null
}

/** GET /api/zoho/leads: newest first; `info.count` is the number of leads in `data`. */
export interface CrmLeadsResponse {
  data: CrmLead[]
  info: { count: number; moreRecords: boolean }
}

/** A contact submission's lead in the CRM outbox (GET /api/enquiries, `lead`). */
export interface LeadDeliveryStatus {
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  /** Why the last attempt failed, as advice rather than the raw error; null when none failed. */
  problem: DeliveryProblem | null
}

/** POST /api/whitepapers/:id/downloads: the link to the PDF and when it stops working. */
export interface DownloadLink {
  url: string
  expiresAt: string
}

/** A whitepaper download request as the Enquiries tab lists it (GET /api/enquiries/downloads). */
export interface DownloadRequest {
  id: number
  /** Null once the whitepaper is deleted; its title is kept as it was at the request. */
  whitepaperId: number | null
  whitepaperTitle: string
  firstName: string
  lastName: string
  email: string
  company: string
  jobTitle: string | null
  /** Where the visit came from, when the visitor allowed analytics. */
  attribution: Attribution | null
  createdAt: string
  /** The request's lead in the CRM outbox. */
  lead: LeadDeliveryStatus | null
}

/** One event of the audit log (GET /api/admin/audit), newest first. */
export interface AuditEvent {
  id: number
  at: string
  /** The staff member who acted; for sign-in events, the e-mail as typed and its account if any. */
  actor: { id: number | null; email: string | null }
  action: AuditAction
  /** A snapshot: the title is the item's title when the event happened. */
  target: { type: AuditTargetType; id: string; title: string | null } | null
  /** IPv4 /24 or IPv6 /64 of the client, e.g. `203.0.113.0/24`; null when unknown. */
  network: string | null
  detail: AuditDetail | null
  /**
   * How many attempts the event stands for: failed sign-ins repeated within an hour of `at` (the
   * first of them) are one event; every other event is 1.
   */
  count: number
}

/** What the event's row says beyond who, when and what: never a value of a secret. */
export interface AuditDetail {
  /** Fields whose values changed (names only). */
  changed?: string[]
  /** Why a sign-in failed: visible only to admins, never in the answer to the client. */
  reason?: 'unknown_email' | 'wrong_password' | 'inactive_account'
  /** Staff invitations and role changes: the role given. */
  role?: string
  /** Uploads: stored size in bytes and image type. */
  bytes?: number
  type?: string
  /** Two-factor events: which factor (never the code). */
  method?: 'totp' | 'recovery_code'
  /** Re-enrolment replaced an earlier key. */
  replaced?: boolean
  /** settings_changed: which setting and its new value (a site document's: its new version). */
  setting?: 'require_two_factor' | 'settings' | 'menus'
  value?: boolean | number
  /** Made with `npm run user` by whoever can reach the database, not by a signed-in user. */
  via?: 'command_line'
  /** media_focus_set: the image's new focal point, or null for its centre. */
  focus?: ImageFocus | null
  /** trash_emptied: how many entries were deleted for good. */
  count?: number
}

/** A staff member who appears in the audit log, for its person filter. */
export interface AuditActor {
  id: number
  email: string
}

/** A staff account as the admin 'Staff' tab lists it (GET /api/admin/staff). */
export interface StaffMember {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  role: string
  isActive: boolean
  /** ISO instant, or null before the first sign-in. */
  lastSignInAt: string | null
  /** Signs in with a second factor (an admin can reset it). */
  twoFactorEnabled: boolean
}

/** An invitation not yet accepted; `expiresAt` may be past (then it no longer works). */
export interface StaffInvite {
  id: number
  email: string
  role: string
  createdAt: string
  expiresAt: string
  /** The e-mail of the admin who made it; null when that account is gone. */
  invitedBy: string | null
  /**
   * False once its inviter is no longer an active admin: the link then creates no account
   * (re-issue it to make a new one).
   */
  inviterActive: boolean
}

export interface StaffList {
  members: StaffMember[]
  invites: StaffInvite[]
}

/** POST /api/admin/staff/invites: the link, shown once (only its token's digest is stored). */
export interface CreatedInvite extends StaffInvite {
  link: string
}

/** GET /api/invites/:token: what the invitation page shows before the form. */
export interface InviteInfo {
  email: string
  role: string
  expiresAt: string
}

/** One of the signed-in user's own sessions (GET /api/account/sessions). */
export interface AccountSession {
  /** Names the session in this list and its DELETE; not the database key. */
  id: string
  /** Browser and system in words, e.g. 'Firefox on Windows'. */
  browser: string
  /** Client network at sign-in (IPv4 /24, IPv6 /64), or null when unknown. */
  network: string | null
  createdAt: string
  lastActiveAt: string
  /** The session of the request that asked. */
  current: boolean
}

/** POST /api/<type>/:id/preview-links: the link, shown once (only its digest is kept). */
export interface CreatedPreviewLink {
  id: number
  url: string
  expiresAt: string
}

/** GET /api/<type>/:id/preview-links: a link neither expired nor revoked, without its token. */
export interface PreviewLink {
  id: number
  createdAt: string
  expiresAt: string
  /** The creator's e-mail; null once that account is removed. */
  createdBy: string | null
  /** The signed-in staff member may revoke it: they created it, or they are an admin. */
  canRevoke: boolean
}
