// The editorial workflow's words: the states staff see, the steps' buttons, the thread of notes,
// the Worker's refusals (each names the rule), the team's messages and the trash. A module of its
// own: public pages never show these.

import { trashHeading, unusedFor30Days } from './trash-names'

/** What a state is called wherever staff see it (list, editor, Waiting for you). */
export const workflowStateLabels = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  scheduled: 'Scheduled',
  published: 'Published',
  ended: 'Ended',
} as const
export type WorkflowStateName = keyof typeof workflowStateLabels

/**
 * "Waiting for you", on its own: the staff app's sidebar names it with its count on every first
 * load, which need not carry the rest of the workflow's words.
 */
export const waitingText = {
  heading: 'Waiting for you',
  empty: 'Nothing is waiting for you.',
  forAdmins: 'Submitted for review',
  forWriter: 'Sent back to you',
  approved: 'Approved',
  /** The sidebar entry's name with its count, for screen readers. */
  count: (label: string, count: number) => `${label}, ${count} ${count === 1 ? 'item' : 'items'}`,
  failed: 'What is waiting could not be loaded.',
  since: (by: string, when: string) => `${by}, ${when}`,
} as const

export const reviewMessages = {
  // Steps, as buttons.
  submit: 'Submit for review',
  withdraw: 'Withdraw submission',
  approvePublish: 'Approve and publish',
  approveSchedule: 'Approve and schedule',
  requestChanges: 'Request changes',
  // Step results, as toasts.
  submitted: 'Submitted for review',
  withdrawn: 'Submission withdrawn',
  approved: 'Approved and published',
  scheduled: 'Approved and scheduled',
  changesRequested: 'Changes requested',
  stepFailed: 'That step could not be taken',
  // The admin's review panel on an item in review.
  reviewHeading: 'Review',
  publishAtRequired: 'Choose when to publish',
  changesLabel: 'What should change',

  // The thread.
  notesHeading: 'Notes',
  noteLabel: 'Add a note',
  addNote: 'Add note',
  noteAdded: 'Note added',
  noNotes: 'No notes yet.',
  notesFailed: 'The notes could not be loaded.',
  noteRequired: 'Say what should change',
  noteTooLong: (max: number) => `Note must be at most ${max} characters`,
  unknownStep: 'Unknown review step',
  noteKinds: {
    note: 'Note',
    submitted: 'Submitted for review',
    withdrawn: 'Withdrew the submission',
    changes_requested: 'Requested changes',
    approved: 'Approved',
  },

  // Refusals (403 unless said otherwise): each names the rule it enforces.
  editorsCannotPublish: 'Editors cannot publish or schedule: submit the item for review instead.',
  editorsEditOwnDrafts: 'Editors can edit only their own drafts and items sent back to them.',
  editorsCannotEditInReview: 'This item is in review: withdraw the submission to edit it.',
  editorsCannotDelete: 'Editors can delete only their own drafts, never published content.',
  onlyAdminsReview: 'Only admins can approve or request changes.',
  onlyWriterSubmits: 'Only the item’s writer or an admin can submit or withdraw it.',
  // 409: the step does not fit where the item stands now.
  notInReview: 'This item is not waiting for review.',
  alreadyInReview: 'This item is already in review.',
  alreadyPublished: 'This item is published already.',
} as const

/** The team's message (Slack or Teams) for each step; `title` and `by` arrive escaped. */
export const reviewNoticeText = {
  submitted: (what: string, by: string) => `Submitted for review: ${what} by ${by}.`,
  changesRequested: (what: string, by: string) => `Changes requested on ${what} by ${by}.`,
  published: (what: string, by: string) => `Published: ${what}, approved by ${by}.`,
  scheduled: (what: string, by: string, at: string) => `Scheduled: ${what} for ${at}, approved by ${by}.`,
} as const

export const trashMessages = {
  heading: trashHeading,
  intro:
    'Deleted items stay here for 30 days, then go for good. Restoring brings an item back with its history.',
  empty: 'The trash is empty.',
  restore: 'Restore',
  restored: (title: string) => `Restored “${title}”`,
  deleteForGood: 'Delete for good',
  emptyTrash: 'Empty trash',
  emptyTrashConfirm: 'Everything in the trash is deleted for good. This cannot be undone.',
  emptied: 'Trash emptied',
  movedToTrash: (title: string) => `Moved “${title}” to the trash`,
  // The content delete's confirmation: an editor has no trash of their own to look in.
  goesToTrash: 'It goes to the trash, where an admin can restore it for 30 days.',
  deletedOn: (date: string) => `Deleted ${date}`,
  goesOn: (date: string) => `Goes for good ${date}`,
  // 409 on restore: something has taken the item's place meanwhile.
  addressTaken: 'Another page now has this address: change that page’s address first.',
  unusedFor30Days,
  deleteUnused: 'Move unused uploads to the trash',
  deleteUnusedTitle: 'Move unused images to the trash?',
  deleteUnusedText: (count: number) =>
    `${count} ${count === 1 ? 'image' : 'images'} no item has used for 30 days ${count === 1 ? 'goes' : 'go'} to the trash, where an admin can restore them for 30 days.`,
  movedUnused: (count: number) => `Moved ${count} unused ${count === 1 ? 'image' : 'images'} to the trash`,
  deleteUnusedFailed: 'Failed to move the unused images to the trash',
  loadFailed: 'Failed to load the trash',
  caption: 'Deleted items, newest first',
  columns: { item: 'Item', kind: 'Type', deletedBy: 'Deleted by', when: 'When', actions: 'Actions' },
  upload: 'Image',
  restoreFailed: 'Failed to restore',
  deleteForGoodTitle: 'Delete for good?',
  deleteForGoodText: (title: string) =>
    `“${title}” and its history are deleted for good. This cannot be undone.`,
  deletedForGood: (title: string) => `Deleted “${title}” for good`,
  deleteFailed: 'Failed to delete',
  emptyFailed: 'Failed to empty the trash',
} as const
