import { CONTENT_TYPE_LABELS } from '@shared/content/type-words'
import { trashMessages } from '@shared/review-messages'
import type { TrashEntry } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { ConfirmButton } from '@/staff/shared/confirm-button'
import { staffListKeys } from '@/staff/shared/content-type-calls'
import { DataTable } from '@/staff/shared/data-table'
import { ListSection } from '@/staff/shared/list-section'
import { localTime } from '@/staff/shared/local-time'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { Button } from '@/ui/button'
import RotateCcwIcon from '~icons/lucide/rotate-ccw'
import Trash2Icon from '~icons/lucide/trash'
import { deleteTrashEntry, emptyTrash, restoreTrashEntry, trashQueryOptions } from './trash-queries'

const trashKey = trashQueryOptions().queryKey

/** The admin 'Trash' section: what was deleted in the last 30 days, to restore or delete for good. */
export function TrashSection() {
  const { items, section } = useStaffList(useQuery(trashQueryOptions()), trashMessages.loadFailed)
  // A restore brings an item back into its type's lists, or an image into the library.
  const restore = useAdminMutation({
    mutationFn: (entry: TrashEntry) => restoreTrashEntry(entry.id).then(() => entry),
    invalidates: [trashKey, mediaQueryOptions().queryKey, ...staffListKeys()],
    success: (entry) => trashMessages.restored(entry.title),
    failure: (error) => (error instanceof ApiError && error.serverMessage) || trashMessages.restoreFailed,
  })
  const remove = useAdminMutation({
    mutationFn: (entry: TrashEntry) => deleteTrashEntry(entry.id).then(() => entry),
    invalidates: [trashKey],
    success: (entry) => trashMessages.deletedForGood(entry.title),
    failure: () => trashMessages.deleteFailed,
  })
  const empty = useAdminMutation({
    mutationFn: emptyTrash,
    invalidates: [trashKey],
    success: trashMessages.emptied,
    failure: () => trashMessages.emptyFailed,
  })
  const { columns } = trashMessages
  return (
    <ListSection
      title={trashMessages.heading}
      {...section}
      actions={
        items.length > 0 && (
          <ConfirmButton
            label={
              <>
                <Trash2Icon aria-hidden="true" />
                {trashMessages.emptyTrash}
              </>
            }
            accessibleLabel={trashMessages.emptyTrash}
            title={`${trashMessages.emptyTrash}?`}
            description={trashMessages.emptyTrashConfirm}
            onConfirm={() => empty.mutate()}
          />
        )
      }
    >
      <p className="text-muted-foreground">{trashMessages.intro}</p>
      {items.length === 0 ? (
        <p>{trashMessages.empty}</p>
      ) : (
        <DataTable
          caption={trashMessages.caption}
          headings={[columns.item, columns.kind, columns.deletedBy, columns.when, columns.actions]}
        >
          {items.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="px-3 py-2 font-medium">{entry.title}</td>
              <td className="px-3 py-2">
                {entry.contentType ? CONTENT_TYPE_LABELS[entry.contentType] : trashMessages.upload}
              </td>
              <td className="px-3 py-2">{entry.deletedBy ?? ''}</td>
              <td className="px-3 py-2">
                <p>{trashMessages.deletedOn(localTime(entry.deletedAt))}</p>
                <p className="text-muted-foreground">{trashMessages.goesOn(localTime(entry.goesAt))}</p>
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`${trashMessages.restore}: ${entry.title}`}
                    disabled={restore.isPending}
                    onClick={() => restore.mutate(entry)}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    {trashMessages.restore}
                  </Button>
                  <ConfirmButton
                    label={trashMessages.deleteForGood}
                    accessibleLabel={`${trashMessages.deleteForGood}: ${entry.title}`}
                    title={trashMessages.deleteForGoodTitle}
                    description={trashMessages.deleteForGoodText(entry.title)}
                    onConfirm={() => remove.mutate(entry)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  )
}
