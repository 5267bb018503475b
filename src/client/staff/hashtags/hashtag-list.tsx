import { adminMessages, contentMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import PencilIcon from 'lucide-react/icons/pencil'
import { lazy } from 'react'
import { staffListKeys } from '@/staff/content/content-type-calls'
import { DeleteButton } from '@/staff/shared/delete-button'
import { FormDialog } from '@/staff/shared/form-dialog'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { deleteHashtag } from '@/staff/shared/hashtag-writes'
import { ListSection } from '@/staff/shared/list-section'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useEditing, useEditTarget } from '@/staff/shared/use-editing'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card'

// The form's code comes when its dialog first opens.
const HashtagForm = lazy(() => import('./hashtag-form').then((module) => ({ default: module.HashtagForm })))

/** The Hashtags tab: name, type, description; edit and delete (admins) really work here. */
export function HashtagList({ canEdit }: { canEdit: boolean }) {
  const {
    items: hashtags,
    loaded,
    section,
  } = useStaffList(useQuery(adminHashtagsQueryOptions()), contentMessages.hashtagsFetchFailed)
  const target = useEditTarget(canEdit)
  const item = hashtags.find((tag) => tag.id === target.id)
  const editing = useEditing(target, { item, gone: loaded && target.id !== undefined && !item })
  const remove = useAdminMutation({
    mutationFn: deleteHashtag,
    // Deleting unlinks it from every item of every type.
    invalidates: [adminHashtagsQueryOptions().queryKey, ...staffListKeys()],
    success: adminMessages.hashtagDeleted,
    failure: () => adminMessages.hashtagDeleteFailed,
  })
  return (
    <ListSection title="Hashtags" addLabel="Add Hashtag" onAdd={editing.add} {...section}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {hashtags.map((tag) => (
          <Card key={tag.id} data-testid="hashtag-card">
            <CardHeader>
              <div className="flex items-start justify-between gap-2">
                <CardTitle size="lg">#{tag.name}</CardTitle>
                <Badge variant="outline">{tag.type}</Badge>
              </div>
              {tag.description && <CardDescription>{tag.description}</CardDescription>}
            </CardHeader>
            {canEdit && (
              <CardFooter className="gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => editing.edit(tag.id)}
                  aria-haspopup="dialog"
                  aria-label={`Edit #${tag.name}`}
                >
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                <DeleteButton itemName={`#${tag.name}`} onConfirm={() => remove.mutate(tag.id)} />
              </CardFooter>
            )}
          </Card>
        ))}
      </div>
      <FormDialog
        title={editing.item ? 'Edit Hashtag' : 'Create Hashtag'}
        open={editing.open}
        onClose={editing.close}
      >
        <HashtagForm hashtag={editing.item} onDone={editing.close} />
      </FormDialog>
    </ListSection>
  )
}
