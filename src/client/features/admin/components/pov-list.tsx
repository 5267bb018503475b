import { contentMessages } from '@shared/messages'
import type { Pov } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { parseISO } from 'date-fns'
import { FormDialog } from '@/components/forms/form-dialog'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { adminPovsQueryOptions } from '../api/content-queries'
import { deletePov } from '../api/content-writes'
import { useEditing } from '../use-editing'
import { useStaffList } from '../use-staff-list'
import { ContentCard } from './content-card'
import { DeleteButton } from './delete-button'
import { ListSection } from './list-section'
import { PovForm } from './pov-form'

/** The POVs tab, drafts included; edit and delete only for admins. */
export function PovList({ canEdit }: { canEdit: boolean }) {
  const { items: povs, section } = useStaffList(
    useQuery(adminPovsQueryOptions()),
    contentMessages.povsFetchFailed,
  )
  const editing = useEditing<Pov>()
  const remove = useAdminMutation({
    mutationFn: deletePov,
    invalidates: [adminPovsQueryOptions().queryKey],
    success: contentMessages.povDeleted,
    failure: () => contentMessages.povDeleteFailed,
  })
  return (
    <ListSection title="POVs" addLabel="Add POV" onAdd={editing.add} {...section}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {povs.map((pov) => (
          <ContentCard
            key={pov.id}
            title={pov.title}
            isPublished={pov.isPublished}
            meta={`${pov.author} · ${parseISO(pov.publishedDate).toLocaleDateString()}`}
            image={pov.featuredImage}
            excerpt={pov.excerpt}
            hashtags={pov.hashtags}
            onEdit={canEdit ? () => editing.edit(pov) : undefined}
            deleteButton={
              canEdit && <DeleteButton itemName={pov.title} onConfirm={() => remove.mutate(pov.id)} />
            }
          />
        ))}
      </div>
      <FormDialog
        title={editing.item ? 'Edit POV' : 'Create POV'}
        open={editing.open}
        onClose={editing.close}
      >
        <PovForm pov={editing.item} onDone={editing.close} />
      </FormDialog>
    </ListSection>
  )
}
