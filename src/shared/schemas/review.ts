import { formMessages } from '../messages'
import { reviewMessages } from '../review-messages'
import { scheduleFields } from './fields'
import { multilineText } from './plain-text'
import { z } from './zod'

// The editorial workflow (docs/content.md, "Review and publishing"). An editor writes: creates
// drafts, edits their own while they are drafts or sent back, submits them, withdraws a submission.
// An admin reviews: approves (publishing now or at a time) or requests changes with a note, and may
// still write and publish anything directly, as before the workflow. The Worker enforces every rule.

/**
 * Where an unpublished item stands in review; a stored null is a draft nobody was asked to look at
 * (or a published item). Draft → In review → Published or Scheduled, or back with Changes requested.
 */
export const REVIEW_STATES = ['in_review', 'changes_requested'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** A thread's entries: a note, or a review step with the note it carried. */
export const CONTENT_NOTE_KINDS = ['note', 'submitted', 'withdrawn', 'changes_requested', 'approved'] as const
export type ContentNoteKind = (typeof CONTENT_NOTE_KINDS)[number]

/** What the trash holds: a content item (a page included) or an upload. */
export const TRASH_KINDS = ['content', 'upload'] as const
export type TrashKind = (typeof TRASH_KINDS)[number]

export const CONTENT_NOTE_MAX = 2000

const noteText = multilineText().trim().max(CONTENT_NOTE_MAX, reviewMessages.noteTooLong(CONTENT_NOTE_MAX))

/** `POST /api/<segment>/:id/notes`: a note on the item's thread. */
export const contentNoteInput = z.object({
  body: noteText.min(1, formMessages.required('Note')),
})

/**
 * `POST /api/<segment>/:id/review`: one step of the workflow.
 * - `submit` (the item's writer, or an admin): a draft or an item sent back goes to In review;
 * - `withdraw` (whoever may submit it): an item in review goes back to Draft;
 * - `approve` (admins): an item in review is published, at once or from `publishAt`;
 * - `request_changes` (admins): an item in review goes back to its writer, with a note (required).
 * Any step may carry a note for the thread.
 */
export const reviewStep = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('submit'), note: noteText.optional() }),
    z.object({ action: z.literal('withdraw'), note: noteText.optional() }),
    z.object({
      action: z.literal('approve'),
      note: noteText.optional(),
      publishAt: scheduleFields.publishAt,
    }),
    z.object({
      action: z.literal('request_changes'),
      note: noteText.min(1, reviewMessages.noteRequired),
    }),
  ],
  reviewMessages.unknownStep,
)
export type ReviewStep = z.input<typeof reviewStep>
export type ReviewAction = ReviewStep['action']
