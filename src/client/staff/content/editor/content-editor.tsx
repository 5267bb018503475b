import type { ContentSegment } from '@shared/content/registry'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '@/lib/api-client'
import { itemAccess } from '@/staff/content/item-access'
import { staffContentType } from '@/staff/content/staff-content-types'
import type { EditTarget } from '@/staff/shared/edit-target'
import { FormDialog } from '@/staff/shared/form-dialog'
import { useItemGone } from '@/staff/shared/use-item-gone'
import { useStaffUser } from '@/staff/shell/staff-user'
import { ContentForm } from './content-form'

/**
 * A content type's editor at `/admin/<segment>/<id>` (or `/new`), a full-screen dialog over the
 * list. An existing item opens once it is read afresh, so the form starts from the version it
 * saves over; an editor opens only their own unpublished items (item-access.ts), so for another
 * item the address closes to the list.
 */
export function ContentEditor({ segment, target }: { segment: ContentSegment; target: EditTarget }) {
  const type = staffContentType(segment)
  const staff = useStaffUser()
  const navigate = useNavigate()
  const close = (replace = false) =>
    void navigate({ to: '/admin/$type', params: { type: segment }, search: (previous) => previous, replace })
  const id = target === 'new' ? undefined : target
  const edited = useQuery({ ...type.itemQuery(id ?? 0), enabled: id !== undefined })
  // Only an answer fetched since this editor opened: the form keeps the version it starts with.
  const item = edited.isFetchedAfterMount ? edited.data : undefined
  const allowed = item === undefined || itemAccess(staff, item).open
  useItemGone(edited.error instanceof ApiError && edited.error.status === 404, () => close(true))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the item shows this person may not open it
  useEffect(() => {
    if (!allowed) close(true)
  }, [allowed])
  return (
    <FormDialog
      title={id === undefined ? type.labels.create : type.labels.edit}
      open={allowed}
      onClose={() => close()}
      fullScreen
    >
      {(id === undefined || item !== undefined) && (
        <ContentForm
          type={type}
          item={item}
          onDone={() => close()}
          onCreated={(created) =>
            void navigate({
              to: '/admin/$type/$id',
              params: { type: segment, id: String(created.id) },
              search: (previous) => previous,
              replace: true,
            })
          }
        />
      )}
    </FormDialog>
  )
}
