import { adminMessages, contentMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useNavigate } from '@tanstack/react-router'
import { staffListKeys } from '@/staff/shared/content-type-calls'
import { DeleteButton } from '@/staff/shared/delete-button'
import type { EditTarget } from '@/staff/shared/edit-target'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { deleteHashtag } from '@/staff/shared/hashtag-writes'
import { ListSection } from '@/staff/shared/list-section'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card'
import PencilIcon from '~icons/lucide/pencil'

/**
 * The Hashtags tab: name, type, description; edit and delete (admins) really work here. The editor
 * is the route below it (`/admin/hashtags/<id>`, its own chunk with the form), shown over the list.
 */
export function HashtagList({ canEdit }: { canEdit: boolean }) {
  const { items: hashtags, section } = useStaffList(
    useQuery(adminHashtagsQueryOptions()),
    contentMessages.hashtagsFetchFailed,
  )
  const navigate = useNavigate()
  const openEditor = (target: EditTarget) =>
    void navigate({ to: '/admin/hashtags/$id', params: { id: String(target) } })
  const remove = useAdminMutation({
    mutationFn: deleteHashtag,
    // Deleting unlinks it from every item of every type.
    invalidates: [adminHashtagsQueryOptions().queryKey, ...staffListKeys()],
    success: adminMessages.hashtagDeleted,
    failure: () => adminMessages.hashtagDeleteFailed,
  })
  return (
    <ListSection title="Hashtags" addLabel="Add Hashtag" onAdd={() => openEditor('new')} {...section}>
      {/* As many columns as fit a long name whole, beside its type or above it. */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(18rem,100%),1fr))] gap-4">
        {hashtags.map((tag) => (
          <Card key={tag.id} data-testid="hashtag-card">
            <CardHeader>
              <div className="flex flex-wrap items-start justify-between gap-2">
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
                  onClick={() => openEditor(tag.id)}
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
      <Outlet />
    </ListSection>
  )
}
