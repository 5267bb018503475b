import { editConflictText } from '@shared/edit-conflict-text'
import type { EditConflictBody } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { FieldChanges } from '@/staff/content/history/revision-comparison'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { ConflictAlert } from '@/staff/shared/conflict-alert'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { localTime } from '@/staff/shared/local-time'

/**
 * Shown at the top of a content dialog whose save was refused (409), with focus on its heading: who saved the item since it
 * was opened and when, what saving this form would change in their version, and the two ways on.
 */
export function EditConflictNotice<Item extends AdminItem>({
  conflict,
  mine,
  labels,
  onOverwrite,
  onReload,
}: {
  conflict: EditConflictBody<Item>
  /** The form's values as they were sent. */
  mine: Record<string, unknown>
  labels: Record<string, string>
  onOverwrite: () => void
  onReload: () => void
}) {
  const { data: hashtags = [] } = useQuery(adminHashtagsQueryOptions())
  const { current, lastSave } = conflict
  // The form holds hashtag ids; the item names them, as the comparison shows them.
  const ids = Array.isArray(mine.hashtags) ? (mine.hashtags as number[]) : []
  const known = new Map([...hashtags, ...current.hashtags].map((tag) => [tag.id, tag.name]))
  const yours = { ...mine, hashtags: ids.map((id) => ({ id, name: known.get(id) ?? String(id) })) }
  return (
    <ConflictAlert onOverwrite={onOverwrite} onReload={onReload}>
      <p>
        {!lastSave
          ? editConflictText.savedAt(localTime(current.updatedAt))
          : lastSave.byYou
            ? editConflictText.savedByYou(localTime(lastSave.savedAt))
            : editConflictText.savedBy(lastSave.author, localTime(lastSave.savedAt))}
      </p>
      <h4 className="font-semibold">{editConflictText.changesHeading}</h4>
      <FieldChanges before={current as unknown as Record<string, unknown>} after={yours} labels={labels} />
    </ConflictAlert>
  )
}
