import type { ContentTypeName } from '@shared/content-type-names'
import type { UnsavedChanges } from '@shared/schemas/unsaved-changes'
import { api, unwrap, unwrapEmpty, unwrapFound } from '@/lib/api-client'

/** Whose changes to which item: the signed-in user's, always (the server decides). */
export interface UnsavedChangesKey {
  contentType: ContentTypeName
  itemKey: string
}

const endpoint = api['unsaved-changes'][':contentType'][':itemKey']
const param = (key: UnsavedChangesKey) => ({ param: { contentType: key.contentType, itemKey: key.itemKey } })

/** The kept changes, or null when there are none. */
export const readUnsavedChanges = (key: UnsavedChangesKey): Promise<UnsavedChanges | null> =>
  unwrapFound(endpoint.$get(param(key)))

/** `keepalive` lets the request finish while the tab is closing. */
export const keepUnsavedChanges = (
  key: UnsavedChangesKey,
  values: Record<string, unknown>,
  keepalive = false,
) =>
  unwrap(
    endpoint.$put({ ...param(key), json: { values } }, keepalive ? { init: { keepalive: true } } : undefined),
  )

export const discardUnsavedChanges = (key: UnsavedChangesKey) => unwrapEmpty(endpoint.$delete(param(key)))
