import { needsAltText } from '@shared/image-alt'
import type { StaffBulkAction } from '@shared/schemas/staff-list'
import { staffListText as text } from '@shared/staff-list-text'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { PublishingValues } from '@/staff/content/editor/publishing-values'
import { itemAccess } from '@/staff/content/item-access'
import { type AdminContentType, type AdminItem, failureText } from '@/staff/content/staff-content-type'
import type { StaffRow } from '@/staff/shared/content-type-calls'
import type { EditTarget } from '@/staff/shared/edit-target'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { ListSection } from '@/staff/shared/list-section'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { NoMatches } from '@/staff/shared/no-matches'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useListSearch } from '@/staff/shared/use-list-search'
import { useStaffUser } from '@/staff/shell/staff-user'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { toastError } from '@/ui/use-toast'
import { BulkActions, bulkDoneText } from './bulk-actions'
import { ContentTable } from './content-table'
import { useListDisplay } from './list-display'
import { ListToolbar } from './list-toolbar'
import { RowMenuButton } from './row-menu-button'

// The spec's cards (`?view=cards`), with their images, come when first asked for: the table is the
// section's first view, and what the staff app's first load downloads.
const ContentCard = lazy(() => import('./content-card').then((module) => ({ default: module.ContentCard })))
/**
 * A content type's section: its items a page at a time from the server, drafts included, as a
 * table (or the spec's cards), searched, filtered and sorted from the address; edit and delete
 * for admins and for an editor on their own drafts (item-access.ts), restoring a version and the
 * bulk actions only for admins (docs/product.md section 6), an item's history for all staff. The
 * editor is the route below it (`/admin/<segment>/<id>`, its own chunk with the form library),
 * shown in the outlet over the list.
 */
export function ContentList<Item extends AdminItem, Input extends FieldValues & PublishingValues, Payload>({
  type,
}: {
  type: AdminContentType<Item, Input, Payload>
}) {
  const staff = useStaffUser()
  const { canEdit } = staff
  const { messages, labels } = type
  const { search, filter, page: goToPage } = useListSearch()
  const list = useQuery(type.pageQuery(filter))
  const hashtags = useQuery(adminHashtagsQueryOptions())
  const navigate = useNavigate()
  const openEditor = (target: EditTarget) =>
    void navigate({
      to: '/admin/$type/$id',
      params: { type: type.tab.value, id: String(target) },
      search: (previous) => previous,
    })
  const [display, setDisplay] = useListDisplay()
  const [ticked, setChosen] = useState<Set<number>>(new Set())
  useEffect(() => {
    if (list.errorUpdatedAt) toastError(messages.fetchFailed)
  }, [list.errorUpdatedAt, messages.fetchFailed])
  const rows = (list.data?.items ?? []) as StaffRow<Item>[]
  // Only the rows on the page shown count as chosen: another page or filter leaves them behind.
  const chosen = new Set(rows.map((row) => row.id).filter((id) => ticked.has(id)))

  const invalidates = [type.staffKey, mediaQueryOptions().queryKey]
  const remove = useAdminMutation({
    mutationFn: type.remove,
    // A deleted item no longer uses its image.
    invalidates,
    success: messages.deleted,
    failure: failureText(type, messages.deleteFailed),
  })
  const bulk = useAdminMutation({
    mutationFn: (action: StaffBulkAction) => type.bulk(action).then((result) => ({ action, result })),
    invalidates,
    success: ({ action: { action }, result }) => bulkDoneText(action, result.changed.length, type.names),
    failure: () => text.failed,
    onSuccess: () => setChosen(new Set()),
  })

  // An editor edits and deletes their own drafts; their item in review they may only withdraw.
  const editable = (row: StaffRow<Item>) => itemAccess(staff, row).edit
  // History for every staff member; an editor withdraws their own item in review.
  const menu = (row: StaffRow<Item>) => (
    <RowMenuButton
      type={type}
      item={row as unknown as Item}
      canRestore={canEdit}
      withdraw={!canEdit && row.reviewState === 'in_review' && itemAccess(staff, row).open}
      onDelete={editable(row) && !type.permanent?.of(row) ? () => remove.mutate(row.id) : undefined}
    />
  )
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const everyRowChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id))

  return (
    <ListSection
      title={type.tab.label}
      count={list.data?.total ?? 0}
      addLabel={labels.add}
      onAdd={() => openEditor('new')}
      isPending={list.isPending}
      error={list.isError ? messages.fetchFailed : null}
    >
      <ListToolbar
        typeLabel={type.tab.label}
        byline={type.byline.label}
        authors={list.data?.authors ?? []}
        hashtags={hashtags.data ?? []}
        display={display}
        onDisplay={setDisplay}
      />
      {canEdit && chosen.size > 0 && (
        <BulkActions
          count={chosen.size}
          names={type.names}
          busy={bulk.isPending}
          onConfirm={(action) => bulk.mutate({ action, ids: [...chosen] })}
        />
      )}
      {rows.length === 0 ? (
        <NoMatches />
      ) : search.view === 'cards' ? (
        <Suspense fallback={<Spinner label={type.tab.label} />}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((item) => (
              <ContentCard
                key={item.id}
                title={item.title}
                publication={item}
                meta={type.cardMeta(item)}
                image={item.featuredImage}
                imageFocus={item.featuredImageFocus}
                excerpt={type.cardText(item)}
                hashtags={item.hashtags}
                needsAltText={needsAltText(item)}
                onEdit={editable(item) ? () => openEditor(item.id) : undefined}
                menu={menu(item)}
              />
            ))}
          </div>
        </Suspense>
      ) : (
        <ContentTable
          caption={`${type.tab.label}, ${text.sorts[search.sort ?? 'edited'].toLowerCase()} first`}
          rows={rows}
          byline={type.byline}
          pagePath={type.pagePath}
          selection={
            canEdit
              ? {
                  chosen,
                  toggle,
                  toggleAll: () => setChosen(everyRowChosen ? new Set() : new Set(rows.map((row) => row.id))),
                }
              : undefined
          }
          actions={{ onEdit: (row) => openEditor(row.id), editable, menu }}
          display={display}
        />
      )}
      {(list.data?.before || list.data?.after) && (
        <nav aria-label={`${type.tab.label} pages`} className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!list.data.before}
            onClick={() => goToPage({ before: list.data?.before })}
          >
            {text.previous}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!list.data.after}
            onClick={() => goToPage({ after: list.data?.after })}
          >
            {text.next}
          </Button>
        </nav>
      )}
      <Outlet />
    </ListSection>
  )
}
