import { sharedBlockText as text } from '@shared/shared-block-messages'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { blockTypeLabels } from '@/staff/content/page-editor/page-editor-text'
import { DataTable } from '@/staff/shared/data-table'
import { DeleteButton } from '@/staff/shared/delete-button'
import { FormDialog } from '@/staff/shared/form-dialog'
import { ListSection } from '@/staff/shared/list-section'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { WhenCell } from '@/staff/shared/when-cell'
import { useStaffUser } from '@/staff/shell/staff-user'
import { Button } from '@/ui/button'
import PencilIcon from '~icons/lucide/pencil'
import { SharedBlockForm } from './shared-block-form'
import { deleteSharedBlock, sharedBlocksQueryOptions } from './shared-block-queries'
import { UsedOn } from './used-on'

/**
 * The 'Shared blocks' section: blocks kept once and placed on several pages, with the pages that
 * show each. Every staff member sees them (to place them on a page); admins edit and delete them,
 * since an edit changes published pages at once. `editing` (the address's `?edit=`) opens one.
 */
export function SharedBlocksSection({ editing }: { editing: number | undefined }) {
  const { canEdit } = useStaffUser()
  const navigate = useNavigate()
  const { items, section } = useStaffList(useQuery(sharedBlocksQueryOptions()), text.loadFailed)
  const open = (id: number | undefined) =>
    navigate({ to: '/admin/shared-blocks', search: id === undefined ? {} : { edit: id } })
  const remove = useAdminMutation({
    mutationFn: deleteSharedBlock,
    invalidates: [sharedBlocksQueryOptions().queryKey],
    success: text.deleted,
    failure: () => text.saveFailed,
  })
  const edited = canEdit ? items.find((block) => block.id === editing) : undefined
  return (
    <div className="grid gap-10">
      <ListSection title={text.section} {...section}>
        <p className="text-muted-foreground">{text.sectionHint}</p>
        {items.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <DataTable
            caption={text.caption}
            headings={[
              text.name,
              text.kind,
              text.usedOnHeading,
              text.updated,
              ...(canEdit ? [text.actions] : []),
            ]}
          >
            {items.map((block) => (
              <tr key={block.id} className="border-t align-top" data-testid="shared-block">
                <td className="px-3 py-2 font-medium">{block.name}</td>
                <td className="px-3 py-2">{blockTypeLabels[block.block.type]}</td>
                <td className="px-3 py-2">
                  <UsedOn block={block} />
                </td>
                <WhenCell at={block.updatedAt} otherwise="" />
                {canEdit && (
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-haspopup="dialog"
                        aria-label={`${text.edit}: ${block.name}`}
                        onClick={() => open(block.id)}
                      >
                        <PencilIcon aria-hidden="true" />
                        {text.edit}
                      </Button>
                      <DeleteButton
                        itemName={block.name}
                        afterwards={text.deleteConfirm}
                        onConfirm={() => remove.mutate(block.id)}
                      />
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
        )}
      </ListSection>
      <FormDialog title={text.edit} open={edited !== undefined} onClose={() => open(undefined)}>
        {edited && <SharedBlockForm key={edited.id} record={edited} onDone={() => open(undefined)} />}
      </FormDialog>
    </div>
  )
}
