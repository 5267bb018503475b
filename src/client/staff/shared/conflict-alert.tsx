import { editConflictText } from '@shared/edit-conflict-text'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '@/ui/button'

/**
 * A save refused (409) because someone saved first, with focus on its heading: what the editor
 * knows of that save (`children`), and the two ways on. The save was asked for at the foot of a
 * form, so the explanation comes to where the person is looking, read from its heading.
 */
export function ConflictAlert({
  children,
  onOverwrite,
  onReload,
}: {
  children?: ReactNode
  onOverwrite: () => void
  onReload: () => void
}) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {editConflictText.heading}
      </h3>
      {children}
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
