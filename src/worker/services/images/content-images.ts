// The uploads a content item shows, with their sizes, so its pages can give each inline image its
// width and height (no layout shift) and offer no image wider than its original.

import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentImages } from '../../../shared/schemas/media'
import { media } from '../../db/schema'

const mediaColumn = (column: SQLiteColumn) =>
  sql`${sql.identifier(getTableName(media))}.${sql.identifier(column.name)}`

/** Whether any of `texts` (qualified columns) contains the upload's key: the media library's rule. */
export const textsShow = (texts: SQL[]): SQL =>
  sql.join(
    texts.map((text) => sql`instr(${text}, ${mediaColumn(media.key)}) > 0`),
    sql` or `,
  )

/**
 * `{ "<key>": [width, height], … }` of the uploads `texts` show, as JSON; null when there are none.
 * `texts` must be qualified: this is a subquery.
 */
export function contentImagesJsonOf(texts: SQL[]): SQL<string | null> {
  if (texts.length === 0) return sql<null>`null`
  return sql<string | null>`(
    select json_group_object(${mediaColumn(media.key)}, json_array(${mediaColumn(media.width)}, ${mediaColumn(media.height)}))
    from ${media} where ${textsShow(texts)}
  )`
}

/** The width of the upload a column (qualified) names, as a subquery; null when it names none. */
export const uploadWidthOf = (address: SQL): SQL<number | null> =>
  sql<number | null>`(select ${mediaColumn(media.width)} from ${media} where ${textsShow([address])} limit 1)`

/** The map from `contentImagesJsonOf`; anything else (a revision's stored item) is none. */
export function parseContentImages(json: unknown): ContentImages {
  if (typeof json !== 'string') return {}
  try {
    const images: ContentImages = {}
    for (const [key, size] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
      if (Array.isArray(size) && typeof size[0] === 'number' && typeof size[1] === 'number')
        images[key] = { width: size[0], height: size[1] }
    }
    return images
  } catch (error) {
    console.error('[images] the sizes of a text’s images could not be read', error)
    return {}
  }
}
