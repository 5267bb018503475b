import { mediaText } from '@shared/media-messages'
import type { ImageFocus } from '@shared/schemas/media'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapEmpty } from '@/lib/api-client'

/**
 * The media library: every upload with the items that use it. Content saves and deletes and
 * uploads change it, so their mutations invalidate this key too.
 */
export function mediaQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'media'],
    queryFn: async () => (await unwrap(api.media.$get())).items,
    meta: { errorMessage: mediaText.loadFailed },
  })
}

/** The stored whitepaper PDFs; a whitepaper's save changes which are offered. */
export function mediaDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'media', 'documents'],
    queryFn: async () => (await unwrap(api.media.documents.$get())).items,
  })
}

/** A new focal point for an image, or null for its centre. */
export const setMediaFocus = ({ id, focus }: { id: number; focus: ImageFocus | null }) =>
  unwrapEmpty(api.media[':id'].$patch({ param: { id: String(id) }, json: { focus } }))

/** To the trash (409 while an item uses it). */
export const deleteMedia = (id: number) =>
  unwrapEmpty(api.media[':id'].$delete({ param: { id: String(id) } }))

/** Every upload no item has used for 30 days to the trash; answers how many went. */
export const trashUnusedMedia = async () => (await unwrap(api.media['trash-unused'].$post())).count
