import { auditMessages } from '@shared/audit-messages'
import { type AuditAction, auditAction } from '@shared/schemas/audit'
import type { AuditEvent } from '@shared/types'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { DataTable } from '@/staff/shared/data-table'
import { localTime } from '@/staff/shared/local-time'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { Spinner } from '@/ui/spinner'
import { type AuditFilter, auditActorsQueryOptions, auditEventsQueryOptions } from './audit-queries'
import { auditActionLabels, countText, detailText, targetText } from './audit-text'

/** The admin 'Audit log' tab: who did what, when and from where, newest first. */
export function AuditLog() {
  const id = useId()
  const [filter, setFilter] = useState<AuditFilter>({})
  const events = useInfiniteQuery(auditEventsQueryOptions(filter))
  const actors = useQuery(auditActorsQueryOptions())
  const rows = events.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {auditMessages.heading}
      </h2>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-action`}>Action</Label>
          <NativeSelect
            id={`${id}-action`}
            value={filter.action ?? ''}
            onChange={(event) => {
              const action = auditAction.safeParse(event.target.value)
              setFilter({ ...filter, action: action.success ? action.data : undefined })
            }}
          >
            <option value="">All actions</option>
            {auditAction.options.map((action: AuditAction) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-actor`}>Person</Label>
          <NativeSelect
            id={`${id}-actor`}
            value={filter.actor ?? ''}
            onChange={(event) => {
              const actor = Number(event.target.value)
              setFilter({ ...filter, actor: actor > 0 ? actor : undefined })
            }}
          >
            <option value="">Everyone</option>
            {actors.data?.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {events.isPending ? (
        <Spinner label={`Loading ${auditMessages.heading}`} />
      ) : events.isError ? (
        <p role="alert" className="text-destructive">
          {auditMessages.fetchFailed}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{auditMessages.empty}</p>
      ) : (
        <AuditTable events={rows} />
      )}
      {events.hasNextPage && (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => void events.fetchNextPage()}
            disabled={events.isFetchingNextPage}
          >
            {events.isFetchingNextPage ? 'Loading…' : auditMessages.loadMore}
          </Button>
        </div>
      )}
    </section>
  )
}

function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <DataTable
      caption="Audit events, newest first"
      headings={['When', 'Who', 'Action', 'Target', 'IP prefix']}
    >
      {events.map((event) => {
        const detail = detailText(event.detail)
        const count = countText(event.count)
        return (
          <tr key={event.id} className="border-t align-top" data-testid="audit-event">
            <td className="px-3 py-2 whitespace-nowrap">
              <time dateTime={event.at}>{localTime(event.at, 'seconds')}</time>
            </td>
            <td className="px-3 py-2">{event.actor.email ?? '—'}</td>
            <td className="px-3 py-2">
              {auditActionLabels[event.action]}
              {detail && <span className="block text-muted-foreground">{detail}</span>}
              {count && <span className="block text-muted-foreground">{count}</span>}
            </td>
            <td className="px-3 py-2">{targetText(event.target) || '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap font-mono text-xs">{event.network ?? '—'}</td>
          </tr>
        )
      })}
    </DataTable>
  )
}
