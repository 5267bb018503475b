/** What decides whether visitors see an item (scheduled publishing). */
export interface PublicationState {
  isPublished: boolean
  /** ISO-8601; null means from the moment it is published. */
  publishAt: string | null
  /** ISO-8601; null means until it is unpublished. */
  unpublishAt: string | null
}

/**
 * Visitors see an item when it is published, its publish time (if any) has come and its unpublish
 * time (if any) has not. The Worker's reads apply the same rule in SQL (content-reads.ts).
 */
export const isPubliclyVisible = (item: PublicationState, now: Date): boolean =>
  publicationStatus(item, now).kind === 'published'

/** Where an item stands for visitors, as the staff lists show it. */
export type PublicationStatus =
  | { kind: 'draft' }
  | { kind: 'scheduled'; publishAt: string }
  | { kind: 'published'; unpublishAt: string | null }
  | { kind: 'ended'; unpublishAt: string }

export function publicationStatus(item: PublicationState, now: Date): PublicationStatus {
  if (!item.isPublished) return { kind: 'draft' }
  if (item.unpublishAt !== null && Date.parse(item.unpublishAt) <= now.getTime())
    return { kind: 'ended', unpublishAt: item.unpublishAt }
  if (item.publishAt !== null && Date.parse(item.publishAt) > now.getTime())
    return { kind: 'scheduled', publishAt: item.publishAt }
  return { kind: 'published', unpublishAt: item.unpublishAt }
}
