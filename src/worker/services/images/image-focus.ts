// An upload's focal point (media.focus_x, focus_y), for the content that shows the upload and
// for the social card's crop.

import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ImageFocus } from '../../../shared/schemas/media'
import { media } from '../../db/schema'
import type { CropGravity } from './variant-names'

const mediaColumn = (column: SQLiteColumn) =>
  sql`${sql.identifier(getTableName(media))}.${sql.identifier(column.name)}`

/**
 * The focal point of the upload an image address shows, as JSON `[x, y]` (null when there is none
 * or it has no focal point). The address shows the upload when it contains its key, as the media
 * library counts uses. `address` must be qualified: this is a subquery.
 */
export function focusJsonOf(address: SQL): SQL<string | null> {
  return sql<string | null>`(
    select json_array(${mediaColumn(media.focusX)}, ${mediaColumn(media.focusY)}) from ${media}
    where ${mediaColumn(media.focusX)} is not null and instr(${address}, ${mediaColumn(media.key)}) > 0
    limit 1
  )`
}

/**
 * The focal point from `focusJsonOf`; the centre (null) for none, and for a revision's stored
 * item, whose focal point is not the upload's now.
 */
export function parseFocus(json: unknown): ImageFocus | null {
  if (typeof json !== 'string') return null
  try {
    const [x, y] = JSON.parse(json) as unknown[]
    return typeof x === 'number' && typeof y === 'number' ? { x, y } : null
  } catch (error) {
    console.error('[images] a stored focal point could not be read', error)
    return null
  }
}

export const focusOf = (row: { focusX: number | null; focusY: number | null }): ImageFocus | null =>
  row.focusX === null || row.focusY === null ? null : { x: row.focusX, y: row.focusY }

/**
 * The Images binding's gravity for cropping a `width`×`height` original to the social card's box:
 * the side of the axis the crop cuts that is nearest the focal point, in thirds (the binding's
 * sides are what both Cloudflare and the local Miniflare honour; its coordinates are not local).
 */
export function socialGravity(
  focus: ImageFocus | null,
  original: { width: number; height: number },
  box: { width: number; height: number },
): CropGravity {
  if (!focus) return 'center'
  const cutsSides = original.width / original.height > box.width / box.height
  const at = cutsSides ? focus.x : focus.y
  if (at < 1 / 3) return cutsSides ? 'left' : 'top'
  if (at > 2 / 3) return cutsSides ? 'right' : 'bottom'
  return 'center'
}
