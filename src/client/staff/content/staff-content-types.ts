import { CONTENT_TYPE_LIST, type ContentSegment } from '@shared/content/registry'
import type { AdminContentType } from './staff-content-type'

// A type's own item and form types are its declaration's business; the list and the editor
// handle any of them alike.
// biome-ignore lint/suspicious/noExplicitAny: each declaration has its own item and payload types
type AnyContentType = AdminContentType<any, any, any>

// Every type's staff declaration, from its module in types/ (`export const declaration`): a new
// type's module is found here without a list to add it to.
const declared = new Map(
  Object.values(import.meta.glob<AnyContentType>('./types/*.ts', { eager: true, import: 'declaration' })).map(
    (declaration) => [declaration.tab.value, declaration],
  ),
)
for (const type of CONTENT_TYPE_LIST) {
  if (!declared.has(type.segment))
    throw new Error(`No module in staff/content/types/ declares how staff edit '${type.key}'`)
}

/** The staff declaration of the content type at `/admin/<segment>`. */
export const staffContentType = (segment: ContentSegment): AnyContentType =>
  declared.get(segment) as AnyContentType
