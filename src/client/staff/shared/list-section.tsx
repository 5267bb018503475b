import type * as React from 'react'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import PlusIcon from '~icons/lucide/plus'

/**
 * A staff list: heading with its count, an add button or other actions, then the items (or
 * loading / error).
 */
export function ListSection({
  title,
  count,
  addLabel,
  onAdd,
  actions,
  isPending,
  error,
  children,
}: {
  title: string
  /** How many the list shows: a number, or words such as '1 of 21' when a filter hides some. */
  count: number | string
  addLabel?: string
  onAdd?: () => void
  actions?: React.ReactNode
  isPending: boolean
  error: string | null
  children: React.ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {/* No count until the list has loaded: '(0)' would be wrong for a moment. */}
          {isPending ? title : `${title} (${count})`}
        </h2>
        {addLabel && onAdd && (
          <Button type="button" onClick={onAdd} aria-haspopup="dialog">
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        )}
        {actions}
      </div>
      {isPending ? (
        <Spinner label={`Loading ${title}`} />
      ) : error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : (
        children
      )}
    </section>
  )
}
