import { type SQL, sql } from 'drizzle-orm'
import type { ContentWhitepapers } from '../../../shared/types'
import { whitepapers } from '../../db/schema'
import { uploadWidthOf } from '../images/content-images'

// The whitepapers a text's 'Download the whitepaper' calls to action show: a
// paragraph that is only a link to `/whitepapers/<id>`. Read in the item's own statement, like its
// images, so the page renders each card with its title and picture; only whitepapers visitors
// may read count, so a draft's card is never shown.

/** The inner table's own name: the item being read may be a whitepaper itself. */
const called = sql.identifier('called_whitepaper')
const column = (name: string) => sql`${called}.${sql.identifier(name)}`
const { id, title, description, featuredImage, isPublished, publishAt, unpublishAt } = whitepapers

/**
 * `{ "<id>": { title, description, featuredImage, featuredImageWidth }, … }` of the public whitepapers `texts`
 * (qualified columns) link to as `](/whitepapers/<id>)`; null when there are none.
 */
export function contentWhitepapersJsonOf(texts: SQL[]): SQL<string | null> {
  if (texts.length === 0) return sql<null>`null`
  const link = sql`'](/whitepapers/' || ${column(id.name)} || ')'`
  const now = Date.now()
  return sql<string | null>`(
    select json_group_object(${column(id.name)}, json_object(
      'title', ${column(title.name)},
      'description', ${column(description.name)},
      'featuredImage', ${column(featuredImage.name)},
      'featuredImageWidth', ${uploadWidthOf(column(featuredImage.name))}
    ))
    from ${whitepapers} as ${called}
    where ${column(isPublished.name)} = 1
      and (${column(publishAt.name)} is null or ${column(publishAt.name)} <= ${now})
      and (${column(unpublishAt.name)} is null or ${column(unpublishAt.name)} > ${now})
      and (${sql.join(
        texts.map((text) => sql`instr(${text}, ${link}) > 0`),
        sql` or `,
      )})
  )`
}

/** The map from `contentWhitepapersJsonOf`; anything else (a revision's stored item) is none. */
export function parseContentWhitepapers(json: unknown): ContentWhitepapers {
  if (typeof json !== 'string') return {}
  try {
    const found: ContentWhitepapers = {}
    for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
      const card = value as Record<string, unknown> | null
      if (typeof card?.title === 'string' && typeof card.description === 'string') {
        found[key] = {
          title: card.title,
          description: card.description,
          featuredImage: typeof card.featuredImage === 'string' ? card.featuredImage : null,
          ...(typeof card.featuredImageWidth === 'number' && { featuredImageWidth: card.featuredImageWidth }),
        }
      }
    }
    return found
  } catch (error) {
    console.error('[content] the whitepapers a text calls for could not be read', error)
    return {}
  }
}
