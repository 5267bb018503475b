import { editConflictText } from '@shared/edit-conflict-text'
import type { EditConflictBody } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { FieldChanges } from '@/staff/content/history/revision-comparison'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { localTime } from '@/staff/shared/local-time'
import { Button } from '@/ui/button'

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
  const headingId = useId()
  // The save was asked for at the foot of the form: the explanation comes to where the person is
  // looking, and a screen reader reads it from its heading.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
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
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
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
