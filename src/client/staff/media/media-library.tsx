import { imageInUse, mediaLibraryText } from '@shared/media-library-text'
import { mediaText } from '@shared/media-messages'
import { trashMessages } from '@shared/review-messages'
import type { MediaItem } from '@shared/schemas/media'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { ApiError } from '@/lib/api-client'
import { ConfirmButton } from '@/staff/shared/confirm-button'
import { MEDIA_USAGES, oneOf } from '@/staff/shared/list-search'
import { ListSearchBox } from '@/staff/shared/list-search-box'
import { ListSection } from '@/staff/shared/list-section'
import { deleteMedia, mediaQueryOptions, trashUnusedMedia } from '@/staff/shared/media/media-queries'
import { MediaFacts, MediaThumbnail, matchesMediaSearch, mediaName } from '@/staff/shared/media/media-summary'
import { NoMatches } from '@/staff/shared/no-matches'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useListSearch } from '@/staff/shared/use-list-search'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { Card, CardContent, CardFooter } from '@/ui/card'
import { NativeSelect } from '@/ui/native-select'
import { UnavailableButton } from '@/ui/unavailable-button'
import Trash2Icon from '~icons/lucide/trash'
import { MediaDocuments } from './media-documents'
import { MediaFocus } from './media-focus'
import { MediaUploads } from './media-uploads'

/**
 * The 'Media' tab: every image with where it is used (admins move the unused ones to the trash, one
 * by one or all those unused for 30 days at once), then the whitepaper PDFs; one search and filter for both.
 */
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
  const trashUnused = useAdminMutation({
    mutationFn: trashUnusedMedia,
    invalidates: [mediaKey],
    success: trashMessages.movedUnused,
    failure: () => trashMessages.deleteUnusedFailed,
  })
  const { search, filtered } = useListSearch()
  const shown = items.filter((item) => matchesMediaSearch(mediaName(item), item.usedBy, search))
  const unusedLong = items.filter((item) => item.unusedLong).length
  return (
    <div className="grid gap-12">
      <ListSection
        title={mediaText.heading}
        {...section}
        count={filtered ? mediaLibraryText.shownOf(shown.length, items.length) : items.length}
      >
        <p className="text-muted-foreground">{mediaText.intro}</p>
        <MediaUploads />
        {canDelete && unusedLong > 0 && (
          <div>
            <ConfirmButton
              label={
                <>
                  <Trash2Icon aria-hidden="true" />
                  {trashMessages.deleteUnused}
                </>
              }
              accessibleLabel={trashMessages.deleteUnused}
              title={trashMessages.deleteUnusedTitle}
              description={trashMessages.deleteUnusedText(unusedLong)}
              onConfirm={() => trashUnused.mutate()}
            />
          </div>
        )}
        <MediaToolbar />
        {items.length === 0 ? (
          <p>{mediaText.empty}</p>
        ) : shown.length === 0 ? (
          <NoMatches />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} canDelete={canDelete} onDelete={() => remove.mutate(item.id)} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      <MediaDocuments />
    </div>
  )
}

function MediaToolbar() {
  const id = useId()
  const { search, refine } = useListSearch()
  return (
    <search
      aria-label={mediaText.search}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(12rem,2fr)_minmax(8rem,1fr)] sm:items-end"
    >
      <ListSearchBox placeholder={mediaText.search} />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {mediaText.usage}
        </label>
        <NativeSelect
          id={id}
          value={search.usage ?? ''}
          onChange={(event) => refine({ usage: oneOf(MEDIA_USAGES, event.target.value) })}
        >
          <option value="">{mediaText.anyUsage}</option>
          {MEDIA_USAGES.map((usage) => (
            <option key={usage} value={usage}>
              {mediaText.usages[usage]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
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
  const deleteText = (
    <>
      <Trash2Icon aria-hidden="true" />
      {mediaText.delete}
    </>
  )
  const deleteLabel = `${mediaText.delete}: ${mediaName(item)}`
  return (
    <Card className="flex h-full flex-col overflow-hidden pt-0" data-testid="media-card">
      <MediaThumbnail item={item} />
      <CardContent className="flex-1">
        <MediaFacts item={item} />
      </CardContent>
      {canDelete && (
        <CardFooter className="flex flex-col items-start gap-3">
          <MediaFocus item={item} />
          {item.usedBy.length > 0 ? (
            // The server's own refusal is the reason: the card lists the items that use it.
            <UnavailableButton
              variant="outline"
              size="sm"
              aria-label={deleteLabel}
              reason={imageInUse(item.usedBy.length)}
            >
              {deleteText}
            </UnavailableButton>
          ) : (
            <ConfirmButton
              label={deleteText}
              accessibleLabel={deleteLabel}
              title={mediaText.deleteConfirmTitle}
              description={`${mediaName(item)}. ${mediaText.deleteConfirmText}`}
              onConfirm={onDelete}
            />
          )}
        </CardFooter>
      )}
    </Card>
  )
}
