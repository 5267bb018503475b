import { type PublicationStatus, publicationStatus } from '@shared/content/publication'
import { imageAltText, needsAltText } from '@shared/image-alt'
import { type WorkflowStateName, workflowStateLabels } from '@shared/review-messages'
import { scheduleText } from '@shared/schedule-text'
import { staffListText as text } from '@shared/staff-list-text'
import type * as React from 'react'
import { HashtagBadges } from '@/content/hashtag-badges'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { workflowState } from '@/staff/content/workflow-state'
import type { StaffRow } from '@/staff/shared/content-type-calls'
import { DataTable } from '@/staff/shared/data-table'
import { localTime } from '@/staff/shared/local-time'
import { StateBadge } from '@/staff/shared/state-badge'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { NativeCheckbox } from '@/ui/native-checkbox'
import ExternalLinkIcon from '~icons/lucide/external-link'
import PencilIcon from '~icons/lucide/pencil'

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
  /** History, share preview, Withdraw and Delete where the person may: the same buttons as the cards'. */
  buttons: (row: Row) => React.ReactNode
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
}) {
  const now = new Date()
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
      headings={[
        text.columns.title,
        text.columns.status,
        byline.label,
        text.columns.hashtags,
        text.columns.edited,
        text.columns.actions,
      ]}
    >
      {rows.map((row) => {
        const status = publicationStatus(row, now)
        const state = workflowState(row, now)
        const onSite = status.kind === 'published'
        return (
          <tr key={row.id} className="border-t align-top" data-testid="admin-row">
            {selection && (
              <td className="px-3 py-3">
                <NativeCheckbox
                  aria-label={text.select(row.title)}
                  checked={selection.chosen.has(row.id)}
                  onChange={() => selection.toggle(row.id)}
                />
              </td>
            )}
            <td className="min-w-56 px-3 py-3">
              <p className="font-semibold">{row.title}</p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                {/* Staff see a draft's page too, with its preview banner. */}
                {pagePath && (
                  <a
                    href={pagePath(row)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-sm text-accent underline-offset-4 hover:underline"
                  >
                    {onSite ? text.viewOnSite : text.preview}
                    <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">: {row.title} (opens in a new tab)</span>
                  </a>
                )}
                {needsAltText(row) && <Badge variant="destructive">{imageAltText.needed}</Badge>}
              </div>
            </td>
            <td className="px-3 py-3">
              <StateBadge state={state} words={statusWords(status, state)} />
            </td>
            <td className="px-3 py-3">{byline.of(row)}</td>
            <td className="px-3 py-3">
              <HashtagBadges hashtags={row.hashtags} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              {text.editedBy(editedWhen(row.updatedAt), row.lastEditedBy)}
            </td>
            <td className="px-3 py-3">
              <div className="flex flex-wrap gap-2">
                {actions.editable(row) && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => actions.onEdit(row)}
                    aria-haspopup="dialog"
                    aria-label={`Edit ${row.title}`}
                  >
                    <PencilIcon aria-hidden="true" />
                    Edit
                  </Button>
                )}
                {actions.buttons(row)}
              </div>
            </td>
          </tr>
        )
      })}
    </DataTable>
  )
}
