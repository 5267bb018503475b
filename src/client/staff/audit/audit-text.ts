import { CONTENT_TYPE_LABELS } from '@shared/content/type-words'
import type { AuditAction, AuditTargetType } from '@shared/schemas/audit'
import type { AuditEvent } from '@shared/types'

/** Each kind of event in plain words; a new kind in the shared enum must be named here. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_locked: 'Sign-in refused: too many failures',
  sign_out: 'Signed out',
  content_created: 'Created',
  content_updated: 'Edited',
  content_deleted: 'Deleted',
  content_published: 'Published',
  content_unpublished: 'Unpublished',
  hashtag_created: 'Created hashtag',
  hashtag_updated: 'Edited hashtag',
  hashtag_deleted: 'Deleted hashtag',
  upload_created: 'Uploaded image',
  media_deleted: 'Deleted image',
  media_focus_set: 'Set an image’s focal point',
  document_uploaded: 'Uploaded document',
  two_factor_enabled: 'Set up two-factor authentication',
  two_factor_disabled: 'Removed two-factor authentication',
  two_factor_reset: 'Reset two-factor authentication',
  two_factor_failed: 'Wrong two-factor code',
  two_factor_locked: 'Two-factor codes refused for an hour: too many wrong codes',
  two_factor_setup_failed: 'Two-factor set-up ended: too many wrong codes',
  recovery_code_used: 'Used a recovery code',
  settings_changed: 'Changed a setting',
  staff_invited: 'Invited staff member',
  staff_invite_revoked: 'Revoked an invitation',
  invite_accepted: 'Accepted invitation',
  staff_role_changed: 'Changed role',
  staff_deactivated: 'Deactivated staff member',
  staff_activated: 'Activated staff member',
  staff_signed_out_everywhere: 'Signed staff member out everywhere',
  password_changed: 'Changed own password',
  session_ended: 'Ended own session',
  staff_created: 'Created staff member',
  staff_password_set: 'Set a staff member’s password',
  preview_link_created: 'Created a preview link',
  preview_link_revoked: 'Revoked a preview link',
  application_reviewed: 'Reviewed an application',
  application_cv_opened: 'Opened an applicant’s CV',
  content_submitted: 'Submitted for review',
  content_withdrawn: 'Withdrew a submission',
  content_approved: 'Approved',
  content_changes_requested: 'Requested changes',
  content_trashed: 'Moved to the trash',
  content_restored: 'Restored from the trash',
  media_trashed: 'Moved an image to the trash',
  media_restored: 'Restored an image from the trash',
  trash_emptied: 'Deleted from the trash for good',
  redirect_created: 'Created a redirect',
  redirect_updated: 'Changed a redirect',
  redirect_deleted: 'Deleted a redirect',
  shared_block_created: 'Created a shared block',
  shared_block_updated: 'Changed a shared block',
  shared_block_deleted: 'Deleted a shared block',
}

const targetTypeLabels: Record<AuditTargetType, string> = {
  ...CONTENT_TYPE_LABELS,
  hashtag: 'Hashtag',
  upload: 'Image',
  document: 'Document',
  user: 'Staff member',
  invite: 'Invitation for',
  session: 'Session',
  application: 'Application for',
  redirect: 'Redirect from',
  'shared-block': 'Shared block',
}

const failureReasons = {
  unknown_email: 'no account has this e-mail',
  wrong_password: 'wrong password',
  inactive_account: 'account deactivated',
} as const

/** `POV “Title” (#12)`, or an empty text for sign-in events. */
export function targetText(target: AuditEvent['target']): string {
  if (!target) return ''
  const title = target.title ? ` “${target.title}”` : ''
  // Uploads are named by their key; a session's id means nothing to a reader.
  if (target.type === 'session') return `${targetTypeLabels.session}${title}`
  const id = target.type === 'upload' || target.type === 'document' ? target.id : `#${target.id}`
  return `${targetTypeLabels[target.type]}${title} (${id})`
}

/**
 * How many attempts a counted event stands for, or an empty text for an event that is one; in
 * words, so that a screen reader says it too. Its time is that of the first attempt.
 */
export function countText(count: AuditEvent['count']): string {
  return count > 1 ? `${new Intl.NumberFormat().format(count)} attempts within an hour of the time shown` : ''
}

/** What the event's detail adds, in words: which fields changed, why a sign-in failed, a size. */
export function detailText(detail: AuditEvent['detail']): string {
  if (!detail) return ''
  const parts: string[] = []
  if (detail.reason) parts.push(failureReasons[detail.reason])
  if (detail.method) parts.push(detail.method === 'totp' ? 'authenticator code' : 'recovery code')
  if (detail.replaced) parts.push('replaced the earlier authenticator')
  if (detail.setting === 'require_two_factor')
    parts.push(`two-factor authentication ${detail.value ? 'required' : 'optional'} for all staff`)
  if (detail.setting === 'settings') parts.push(`site settings, version ${detail.value}`)
  if (detail.role) parts.push(`role ${detail.role}`)
  if (detail.via === 'command_line') parts.push('from the command line')
  if (detail.changed) {
    // Field names as the API spells them, in words: `featuredImage` → `featured image`.
    const fields = detail.changed.map((field) => field.replace(/[A-Z]/g, (char) => ` ${char.toLowerCase()}`))
    parts.push(fields.length ? `changed ${fields.join(', ')}` : 'no field changed')
  }
  if (detail.bytes !== undefined)
    parts.push(`${Math.ceil(detail.bytes / 1024)} KB${detail.type ? `, ${detail.type}` : ''}`)
  if (detail.focus !== undefined)
    parts.push(
      detail.focus
        ? `${Math.round(detail.focus.x * 100)}% across, ${Math.round(detail.focus.y * 100)}% down`
        : 'the centre',
    )
  return parts.join('; ')
}
