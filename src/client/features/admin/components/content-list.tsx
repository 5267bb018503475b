import { needsAltText } from '@shared/image-alt'
import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormDialog } from '@/components/forms/form-dialog'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { mediaQueryOptions } from '../api/media-queries'
import { type AdminContentType, type AdminItem, failureText } from '../content-types/admin-content-type'
import { useEditing } from '../use-editing'
import { useStaffList } from '../use-staff-list'
import { ContentCard } from './content-card'
import { HistoryButton } from './content-history'
import { DeleteButton } from './delete-button'
import { ListSection } from './list-section'
import type { PublishingValues } from './publishing-fields'
import { SharePreviewButton } from './share-preview-dialog'

// The editor (its form library, schemas and Markdown preview) is fetched when a dialog first
// opens, not with the list. `lazy` loses the form's type parameters, hence the cast.
const ContentForm = lazy(() =>
  import('./content-form').then((module) => ({ default: module.ContentForm })),
) as unknown as typeof import('./content-form').ContentForm

/**
 * A content type's tab, drafts included; edit, delete and restoring a version only for admins
 * (SPEC.md section 6), an item's history for all staff.
 */
export function ContentList<Item extends AdminItem, Input extends FieldValues & PublishingValues, Payload>({
  type,
  canEdit,
}: {
  type: AdminContentType<Item, Input, Payload>
  canEdit: boolean
}) {
  const { messages, labels } = type
  const { items, loaded, section } = useStaffList(useQuery(type.listQuery()), messages.fetchFailed)
  const editing = useEditing(items, { loaded, canEdit })
  const remove = useAdminMutation({
    mutationFn: type.remove,
    // A deleted item no longer uses its image.
    invalidates: [type.listQuery().queryKey, mediaQueryOptions().queryKey],
    success: messages.deleted,
    failure: failureText(type, messages.deleteFailed),
  })
  return (
    <ListSection title={type.tab.label} addLabel={labels.add} onAdd={editing.add} {...section}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <ContentCard
            key={item.id}
            title={item.title}
            publication={item}
            meta={type.cardMeta(item)}
            image={item.featuredImage}
            excerpt={type.cardText(item)}
            hashtags={item.hashtags}
            needsAltText={needsAltText(item)}
            onEdit={canEdit ? () => editing.edit(item) : undefined}
            historyButton={<HistoryButton type={type} item={item} canRestore={canEdit} />}
            deleteButton={
              canEdit && <DeleteButton itemName={item.title} onConfirm={() => remove.mutate(item.id)} />
            }
            shareButton={<SharePreviewButton type={type.name} item={item} />}
          />
        ))}
      </div>
      <FormDialog
        title={editing.item ? labels.edit : labels.create}
        open={editing.open}
        onClose={editing.close}
      >
        <ContentForm type={type} item={editing.item} onDone={editing.close} />
      </FormDialog>
    </ListSection>
  )
}
