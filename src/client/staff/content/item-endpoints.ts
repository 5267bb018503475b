import { type ContentTypeName, contentTypes } from '@shared/content/registry'
import { api } from '@/lib/api-client'

const segments = Object.fromEntries(Object.values(contentTypes).map((type) => [type.key, type.segment])) as {
  [Type in (typeof contentTypes)[keyof typeof contentTypes] as Type['key']]: Type['segment']
}

/** A content type's item on the API (/api/<segment>/:id), by the name its per-item records store. */
export const itemEndpoint = (type: ContentTypeName) => api[segments[type]][':id']
