import type { PublicationState } from '@shared/content/publication'
import type { ReviewState } from '@shared/schemas/review'
import type { StaffUser } from '@/staff/shell/staff-user'

interface Reviewable extends PublicationState {
  reviewState: ReviewState | null
  createdBy: number | null
}

/**
 * What the signed-in person may do with an item, as the Worker rules (docs/content.md, "Review and
 * publishing"): an admin anything; an editor only their own unpublished items — open them, submit
 * and withdraw them, and edit or delete them while nobody is reviewing them.
 */
export function itemAccess({ user, canEdit: admin }: StaffUser, item: Reviewable) {
  const writer = item.createdBy === user.id && !item.isPublished
  return {
    open: admin || writer,
    edit: admin || (writer && item.reviewState !== 'in_review'),
    /** Submit for review, or withdraw the submission. */
    submit: admin || writer,
  }
}
