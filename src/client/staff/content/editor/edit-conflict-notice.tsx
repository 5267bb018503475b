import { editConflictText } from '@shared/edit-conflict-text'
import type { EditConflictBody } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FieldChanges } from '@/staff/content/history/revision-comparison'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { localTime } from '@/staff/shared/local-time'
import { Button } from '@/ui/button'

/**
 * Shown at the top of a content dialog whose save was refused (409): who saved the item since it
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
  const headingId = useId()
  const { data: hashtags = [] } = useQuery(adminHashtagsQueryOptions())
  const { current, lastSave } = conflict
  // The form holds hashtag ids; the item names them, as the comparison shows them.
  const ids = Array.isArray(mine.hashtags) ? (mine.hashtags as number[]) : []
  const known = new Map([...hashtags, ...current.hashtags].map((tag) => [tag.id, tag.name]))
  const yours = { ...mine, hashtags: ids.map((id) => ({ id, name: known.get(id) ?? String(id) })) }
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id={headingId} className="font-semibold">
        {editConflictText.heading}
      </h3>
      <p>
        {!lastSave
          ? editConflictText.savedAt(localTime(current.updatedAt))
          : lastSave.byYou
            ? editConflictText.savedByYou(localTime(lastSave.savedAt))
            : editConflictText.savedBy(lastSave.author, localTime(lastSave.savedAt))}
      </p>
      <h4 className="font-semibold">{editConflictText.changesHeading}</h4>
      <FieldChanges before={current as unknown as Record<string, unknown>} after={yours} labels={labels} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onOverwrite}>
          {editConflictText.overwrite}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReload}>
          {editConflictText.reload}
        </Button>
      </div>
      <p className="text-xs">{editConflictText.reloadHint}</p>
    </section>
  )
}
