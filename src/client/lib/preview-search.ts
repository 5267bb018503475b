import { PREVIEW_PARAM } from '@shared/constants'

/** A detail page's address: `?preview=` carries a share-preview link's token (issue 12). */
export interface PreviewSearch {
  [PREVIEW_PARAM]?: string
}

/**
 * A detail address, read leniently: anything but one non-empty `preview` value is no token, and
 * the page then shows what it shows without one. Hand-written, not zod: this runs in the entry
 * every page downloads.
 */
export function parsePreviewSearch(search: Record<string, unknown>): PreviewSearch {
  const { [PREVIEW_PARAM]: preview, ...rest } = search
  return { ...rest, [PREVIEW_PARAM]: typeof preview === 'string' && preview !== '' ? preview : undefined }
}

/** A detail route's loader deps: the token, so that the server render and navigation both send it. */
export const previewDeps = ({ search }: { search: PreviewSearch }) => ({ preview: search[PREVIEW_PARAM] })
