import type { ContentTypeName } from '@shared/content/registry'
import { type UnsavedChanges, unsavedChangesAnswer } from '@shared/schemas/unsaved-changes'
import { api, unwrap, unwrapEmpty, unwrapFound } from '@/lib/api-client'

/** Whose changes to which item: the signed-in user's, always (the server decides). */
export interface UnsavedChangesKey {
  contentType: ContentTypeName
  itemKey: string
}

const endpoint = api['unsaved-changes'][':contentType'][':itemKey']
const param = (key: UnsavedChangesKey) => ({ param: { contentType: key.contentType, itemKey: key.itemKey } })

/** The kept changes, or null when there are none (or the answer is not what the server sends). */
export async function readUnsavedChanges(key: UnsavedChangesKey): Promise<UnsavedChanges | null> {
  const answer = await unwrapFound(endpoint.$get(param(key)))
  if (answer === null) return null
  const kept = unsavedChangesAnswer.safeParse(answer)
  if (!kept.success) console.error('unsaved changes answer not understood', kept.error)
  return kept.success ? kept.data : null
}

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
