import type { ContentTypeMessages } from '../messages'
import { type ContentTypeEntry, type ContentTypeName, contentTypes, type MediaUserType } from './registry'

// The words each content type's labels make (content/registry.ts): the spec's toasts, the staff
// screen's tab and buttons, the audit log's and the media library's names of a type. Apart from the
// registry, so that the public pages' first download carries the table alone.

const registered: ContentTypeEntry[] = Object.values(contentTypes)

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
const titled = (words: string) => words.split(' ').map(capitalized).join(' ')

/** docs/product.md section 8's toasts of a type, in the wording the spec gives POVs and case studies. */
export function contentTypeMessages({ labels: { one, many } }: ContentTypeEntry): ContentTypeMessages {
  return {
    created: `${capitalized(one)} created successfully`,
    updated: `${capitalized(one)} updated successfully`,
    deleted: `${capitalized(one)} deleted successfully`,
    createFailed: `Failed to create ${one}`,
    updateFailed: `Failed to update ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    fetchFailed: `Failed to fetch ${many}`,
  }
}

/** A type's name where it starts a line: 'Case study', 'POV'. */
const typeLabel = (type: ContentTypeEntry) => capitalized(type.labels.one)

/** Each type's name where it starts a line, by its key: the audit log's targets. */
export const CONTENT_TYPE_LABELS = Object.fromEntries(
  registered.map((type) => [type.key, typeLabel(type)]),
) as Record<ContentTypeName, string>

/** The type the media library lists a use by, where it starts a line. */
export const mediaUserLabel = (mediaUser: MediaUserType) => {
  const type = registered.find((entry) => entry.mediaUser === mediaUser)
  return type ? typeLabel(type) : mediaUser
}

/** The staff screen's words for a type: its tab's name and its buttons. */
export function staffLabels({ labels: { one, many } }: ContentTypeEntry) {
  return {
    many: titled(many),
    add: `Add ${titled(one)}`,
    create: `Create ${titled(one)}`,
    edit: `Edit ${titled(one)}`,
    update: `Update ${titled(one)}`,
  }
}
