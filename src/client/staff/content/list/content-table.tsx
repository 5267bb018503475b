import { type PublicationStatus, publicationStatus } from '@shared/content/publication'
import { imageAltText, needsAltText } from '@shared/image-alt'
import { type WorkflowStateName, workflowStateLabels } from '@shared/review-messages'
import { scheduleText } from '@shared/schedule-text'
import { staffListText as text } from '@shared/staff-list-text'
import type * as React from 'react'
import { HashtagBadges } from '@/content/hashtag-badges'
import { cn } from '@/lib/utils'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { workflowState } from '@/staff/content/workflow-state'
import type { StaffRow } from '@/staff/shared/content-type-calls'
import { DataTable } from '@/staff/shared/data-table'
import { localTime } from '@/staff/shared/local-time'
import { StateBadge } from '@/staff/shared/state-badge'
import { Badge } from '@/ui/badge'
import { Button, buttonVariants } from '@/ui/button'
import { NativeCheckbox } from '@/ui/native-checkbox'
import ExternalLinkIcon from '~icons/lucide/external-link'
import PencilIcon from '~icons/lucide/pencil'
import { type ListDisplay, OPTIONAL_COLUMNS, type OptionalColumn } from './list-display'

/**
 * An item's standing in words: Draft, In review, Changes requested, Scheduled for …, Published
 * (until …), Unpublished since ….
 */
function statusWords(status: PublicationStatus, state: WorkflowStateName): string {
  switch (status.kind) {
    case 'draft':
      return workflowStateLabels[state]
    case 'scheduled':
      return scheduleText.scheduledFor(localTime(status.publishAt))
    case 'ended':
      return scheduleText.unpublished(localTime(status.unpublishAt))
    case 'published':
      return status.unpublishAt
        ? `${text.statuses.published}; ${scheduleText.unpublishes(localTime(status.unpublishAt))}`
        : text.statuses.published
  }
}

/** When it was saved last, in the staff member's zone; an odd stored value shows as nothing, never breaks the list. */
const editedWhen = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : localTime(iso))

export interface RowActions<Row> {
  onEdit: (row: Row) => void
  /** Whether the signed-in person may edit the row's item (item-access.ts). */
  editable: (row: Row) => boolean
  /** The row's menu of its other actions (history, share preview, withdraw, delete): the cards' too. */
  menu: (row: Row) => React.ReactNode
}

/**
 * A content type's staff list as a table: title with its page on the site, status in words,
 * author (or client, department), hashtags, who saved it last and when, and the row's actions.
 * Admins tick rows for the bulk actions.
 */
export function ContentTable<Item extends AdminItem>({
  caption,
  rows,
  byline,
  pagePath,
  selection,
  actions,
  display,
}: {
  caption: string
  rows: StaffRow<Item>[]
  byline: { label: string; of(item: Omit<Item, 'content'>): string }
  /** The item's public page: /<segment>/<id>, or a page's own address. */
  /** Where an item's public page is; none for a type shown on no page of its own. */
  pagePath?: (item: Omit<Item, 'content'>) => string
  /** Present for admins: the ticked rows. */
  selection?: { chosen: Set<number>; toggle(id: number): void; toggleAll(): void }
  actions: RowActions<StaffRow<Item>>
  /** The person's columns and density (list-display.ts). */
  display: ListDisplay
}) {
  const now = new Date()
  const shown = (column: OptionalColumn) => !display.hidden.includes(column)
  const headings: Record<OptionalColumn, string> = {
    status: text.columns.status,
    author: byline.label,
    hashtags: text.columns.hashtags,
    edited: text.columns.edited,
  }
  // Compact fits ten rows on a laptop's screen; comfortable gives each row more room.
  const cell = display.density === 'compact' ? 'px-3 py-2' : 'px-3 py-4'
  const allChosen =
    selection !== undefined && rows.length > 0 && rows.every((row) => selection.chosen.has(row.id))
  return (
    <DataTable
      caption={caption}
      leading={
        selection && (
          <NativeCheckbox aria-label={text.selectAll} checked={allChosen} onChange={selection.toggleAll} />
        )
      }
      // The actions right after the title, so a screen narrower than all the columns still shows them.
      headings={[
        text.columns.title,
        text.columns.actions,
        ...OPTIONAL_COLUMNS.filter(shown).map((column) => headings[column]),
      ]}
    >
      {rows.map((row) => {
        const status = publicationStatus(row, now)
        const state = workflowState(row, now)
        const onSite = status.kind === 'published'
        return (
          // A click anywhere on the row opens the editor, as a mail list does; the keyboard's way is
          // the row's Edit button, so the row itself takes no focus.
          <tr
            key={row.id}
            className={cn('border-t', actions.editable(row) && 'cursor-pointer hover:bg-muted/40')}
            data-testid="admin-row"
            onClick={(event) => {
              const target = event.target as Element
              // A click in the row's menu, or in a dialog it opened (drawn outside the row but
              // inside it in React's tree), is not one on the row.
              if (
                actions.editable(row) &&
                event.currentTarget.contains(target) &&
                !target.closest('a, button, input, label, [role="menu"]')
              )
                actions.onEdit(row)
            }}
          >
            {selection && (
              <td className="px-3 py-3">
                <NativeCheckbox
                  aria-label={text.select(row.title)}
                  checked={selection.chosen.has(row.id)}
                  onChange={() => selection.toggle(row.id)}
                />
              </td>
            )}
            {/* One line a row: a long title is cut short here and shown whole on hover and in the editor. */}
            <td className={cn('max-w-sm', cell)}>
              <div className="flex items-center gap-2">
                <p className="truncate font-semibold" title={row.title}>
                  {row.title}
                </p>
                {needsAltText(row) && (
                  <Badge variant="destructive" className="shrink-0">
                    {imageAltText.needed}
                  </Badge>
                )}
              </div>
            </td>
            {/* Icons only, each named in full for screen readers and by its tooltip on hover. */}
            <td className={cell}>
              <div className="flex gap-1 [&>:is(a,button)]:gap-0 [&>:is(a,button)]:px-2 [&>:is(a,button)]:text-[0px]">
                {actions.editable(row) && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => actions.onEdit(row)}
                    aria-haspopup="dialog"
                    aria-label={`Edit ${row.title}`}
                    title="Edit"
                  >
                    <PencilIcon aria-hidden="true" />
                    Edit
                  </Button>
                )}
                {/* Staff see a draft's page too, with its preview banner. */}
                {pagePath && (
                  <a
                    href={pagePath(row)}
                    target="_blank"
                    rel="noopener"
                    title={onSite ? text.viewOnSite : text.preview}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    <span className="sr-only">
                      {onSite ? text.viewOnSite : text.preview}: {row.title} (opens in a new tab)
                    </span>
                  </a>
                )}
                {actions.menu(row)}
              </div>
            </td>
            {shown('status') && (
              <td className={cell}>
                <StateBadge state={state} words={statusWords(status, state)} />
              </td>
            )}
            {shown('author') && <td className={cn(cell, 'whitespace-nowrap')}>{byline.of(row)}</td>}
            {/* The first hashtag and how many more: all of them show in the editor and on the cards. */}
            {shown('hashtags') && (
              <td className={cell}>
                <div className="flex items-center gap-1 whitespace-nowrap">
                  <HashtagBadges hashtags={row.hashtags} max={1} />
                  {row.hashtags.length > 1 && (
                    <span className="text-muted-foreground text-xs">+{row.hashtags.length - 1}</span>
                  )}
                </div>
              </td>
            )}
            {/* When, with who on hover and for screen readers. */}
            {shown('edited') && (
              <td
                className={cn(cell, 'whitespace-nowrap')}
                title={text.editedBy(editedWhen(row.updatedAt), row.lastEditedBy)}
              >
                {editedWhen(row.updatedAt)}
                {row.lastEditedBy && <span className="sr-only"> by {row.lastEditedBy}</span>}
              </td>
            )}
          </tr>
        )
      })}
    </DataTable>
  )
}
