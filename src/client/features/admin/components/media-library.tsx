import { mediaText } from '@shared/media-messages'
import type { MediaItem } from '@shared/schemas/media'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Trash2Icon from 'lucide-react/icons/trash'
import { ConfirmButton } from '@/components/forms/confirm-button'
import { Card, CardContent, CardFooter } from '@/components/ui/card'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { ApiError } from '@/lib/api-client'
import { deleteMedia, mediaQueryOptions } from '../api/media-queries'
import { useStaffList } from '../use-staff-list'
import { ListSection } from './list-section'
import { MediaFacts, MediaThumbnail, mediaName } from './media-summary'

/** The 'Media' tab: every upload with where it is used; admins delete the unused ones. */
export function MediaLibrary({ canEdit: canDelete }: { canEdit: boolean }) {
  const { items, section } = useStaffList(useQuery(mediaQueryOptions()), mediaText.loadFailed)
  const queryClient = useQueryClient()
  const mediaKey = mediaQueryOptions().queryKey
  const remove = useAdminMutation({
    mutationFn: deleteMedia,
    invalidates: [mediaKey],
    success: mediaText.deleted,
    failure: (error) => (error instanceof ApiError && error.serverMessage) || mediaText.deleteFailed,
    // A 409 means the list was out of date: someone has used the image since it loaded.
    onError: () => queryClient.invalidateQueries({ queryKey: mediaKey }),
  })
  return (
    <ListSection title={mediaText.heading} {...section}>
      <p className="text-muted-foreground">{mediaText.intro}</p>
      {items.length === 0 ? (
        <p>{mediaText.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} canDelete={canDelete} onDelete={() => remove.mutate(item.id)} />
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  )
}

function MediaCard({
  item,
  canDelete,
  onDelete,
}: {
  item: MediaItem
  canDelete: boolean
  onDelete: () => void
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden pt-0" data-testid="media-card">
      <MediaThumbnail item={item} />
      <CardContent className="flex-1">
        <MediaFacts item={item} />
      </CardContent>
      {canDelete && (
        <CardFooter>
          {/* Off while in use: the card lists the items that use it, which is why. */}
          <ConfirmButton
            label={
              <>
                <Trash2Icon aria-hidden="true" />
                {mediaText.delete}
              </>
            }
            accessibleLabel={`${mediaText.delete}: ${mediaName(item)}`}
            title={mediaText.deleteConfirmTitle}
            description={`${mediaName(item)}. ${mediaText.deleteConfirmText}`}
            onConfirm={onDelete}
            disabled={item.usedBy.length > 0}
          />
        </CardFooter>
      )}
    </Card>
  )
}
