import type { StaffBulkAction } from '@shared/schemas/staff-list'
import { staffListText as text } from '@shared/staff-list-text'
import { ConfirmButton } from '@/staff/shared/confirm-button'

type Action = StaffBulkAction['action']

const VERBS: Record<Action, { button: string; done: string; warning: string }> = {
  publish: { button: text.publish, done: 'published', warning: text.confirmPublish },
  unpublish: { button: text.unpublish, done: 'unpublished', warning: text.confirmUnpublish },
  delete: { button: text.delete, done: 'deleted', warning: text.confirmDelete },
}

/** The toast after a bulk action: how many items it changed, in the type's words. */
export const bulkDoneText = (action: Action, count: number, names: { one: string; many: string }) =>
  text.done(VERBS[action].done, count, names.many, names.one)

/**
 * What an admin can do with the ticked rows: publish, unpublish or delete them, each after a
 * confirmation that names how many items it touches.
 */
export function BulkActions({
  count,
  names,
  busy,
  onConfirm,
}: {
  count: number
  /** The type's name, one and many, as the confirmation reads it. */
  names: { one: string; many: string }
  busy: boolean
  onConfirm: (action: Action) => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2">
      <p className="mr-2 text-sm font-medium" role="status">
        {text.selected(count)}
      </p>
      {(Object.keys(VERBS) as Action[]).map((action) => (
        <ConfirmButton
          key={action}
          label={VERBS[action].button}
          accessibleLabel={text
            .confirmTitle(VERBS[action].button, count, names.many, names.one)
            .replace('?', '')}
          title={text.confirmTitle(VERBS[action].button, count, names.many, names.one)}
          description={VERBS[action].warning}
          disabled={busy}
          onConfirm={() => onConfirm(action)}
        />
      ))}
    </div>
  )
}
