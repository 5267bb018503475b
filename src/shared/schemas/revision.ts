import { idParam } from './fields'

/** /api/<type>/:id/revisions/:revisionId */
export const revisionParam = idParam.extend({ revisionId: idParam.shape.id })

/** One save of an item, as its history lists it. */
export interface RevisionSummary {
  id: number
  /** ISO-8601. */
  createdAt: string
  /** The saver's name, or e-mail when the account has no name. */
  author: string
  /** The id of the revision this save restored, when it was a restore. */
  restoredFrom: number | null
}

/** A revision with the whole item as the API sent it after that save. */
export interface RevisionDetail<Item> extends RevisionSummary {
  item: Item
}
