import { auditMessages } from '../audit-messages'
import { CONTENT_TYPE_NAMES } from '../content/registry'
import { contentQueryMessages } from '../messages'
import { pageLimit, repeatable } from './content-query'
import { z } from './zod'

/**
 * Every kind of event the audit log records. New kinds (`staff_*`, `two_factor_*`)
 * are added here: the column holds the name as text, so a new kind needs no migration.
 */
export const auditAction = z.enum(
  [
    'sign_in',
    'sign_in_failed',
    'sign_in_locked',
    'sign_out',
    'content_created',
    'content_updated',
    'content_deleted',
    'content_published',
    'content_unpublished',
    'hashtag_created',
    'hashtag_updated',
    'hashtag_deleted',
    'upload_created',
    'media_deleted',
    'media_focus_set',
    'document_uploaded',
    'two_factor_enabled',
    'two_factor_disabled',
    'two_factor_reset',
    'two_factor_failed',
    'two_factor_locked',
    'two_factor_setup_failed',
    'recovery_code_used',
    'settings_changed',
    'staff_invited',
    'staff_invite_revoked',
    'invite_accepted',
    'staff_role_changed',
    'staff_deactivated',
    'staff_activated',
    'staff_signed_out_everywhere',
    'password_changed',
    'session_ended',
    'staff_created',
    'staff_password_set',
    'preview_link_created',
    'preview_link_revoked',
    'application_reviewed',
    'application_cv_opened',
    'content_submitted',
    'content_withdrawn',
    'content_approved',
    'content_changes_requested',
    'content_trashed',
    'content_restored',
    'media_trashed',
    'media_restored',
    'trash_emptied',
    'redirect_created',
    'redirect_updated',
    'redirect_deleted',
    'shared_block_created',
    'shared_block_updated',
    'shared_block_deleted',
  ],
  auditMessages.invalidAction,
)

export type AuditAction = z.output<typeof auditAction>

/**
 * What an event is about; sign-in events have none (their actor is their subject). A `user` is
 * titled by its e-mail, an `invite` by the invited e-mail, a `session` by its browser in words, an
 * `application` by its opening's title (never the applicant: the log outlives the application).
 */
const AUDIT_TARGET_TYPES = [
  ...CONTENT_TYPE_NAMES,
  'hashtag',
  'upload',
  'document',
  'user',
  'invite',
  'session',
  'application',
  'redirect',
  'shared-block',
] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

// `2025-06-01` (that UTC day) or an instant with its offset, `2025-06-01T08:00:00+02:00`.
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], auditMessages.invalidDate)

/** `GET /api/admin/audit`: newest first, in keyset pages; every filter is optional. */
export const auditListQuery = z
  .object({
    action: repeatable(auditAction).optional(),
    actor: z.coerce
      .number(auditMessages.invalidActor)
      .int(auditMessages.invalidActor)
      .positive(auditMessages.invalidActor)
      .max(Number.MAX_SAFE_INTEGER, auditMessages.invalidActor)
      .optional(),
    /** From this instant, or from the start of this UTC day. */
    from: dateOrInstant.optional(),
    /** Up to this instant, or to the end of this UTC day. */
    to: dateOrInstant.optional(),
    limit: pageLimit,
    cursor: z
      .string()
      .regex(/^\d{1,16}\.[1-9]\d{0,15}$/, contentQueryMessages.invalidCursor)
      .optional(),
  })
  .refine(
    ({ from, to }) => {
      const bounds = auditBounds(from, to)
      return bounds.from === undefined || bounds.to === undefined || bounds.from <= bounds.to
    },
    { message: auditMessages.fromAfterTo, path: ['to'] },
  )

export type AuditListQuery = z.output<typeof auditListQuery>

const DAY_MS = 24 * 60 * 60 * 1000

/** The filter's bounds in epoch ms, both inclusive; a date covers its whole UTC day. */
export function auditBounds(from?: string, to?: string): { from?: number; to?: number } {
  const isDay = (value: string) => value.length === 10
  return {
    from: from === undefined ? undefined : Date.parse(isDay(from) ? `${from}T00:00:00Z` : from),
    to:
      to === undefined
        ? undefined
        : Date.parse(isDay(to) ? `${to}T00:00:00Z` : to) + (isDay(to) ? DAY_MS - 1 : 0),
  }
}
