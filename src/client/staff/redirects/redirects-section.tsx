import { redirectMessages as text } from '@shared/redirect-messages'
import type { MissedAddress, RedirectRecord, RedirectStatus } from '@shared/schemas/redirect'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DataTable } from '@/staff/shared/data-table'
import { DeleteButton } from '@/staff/shared/delete-button'
import { FormDialog } from '@/staff/shared/form-dialog'
import { ListSection } from '@/staff/shared/list-section'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { WhenCell } from '@/staff/shared/when-cell'
import { Button } from '@/ui/button'
import PencilIcon from '~icons/lucide/pencil'
import PlusIcon from '~icons/lucide/plus'
import { RedirectForm } from './redirect-form'
import {
  deleteRedirect,
  missedAddressesQueryOptions,
  redirectKeys,
  redirectsQueryOptions,
} from './redirect-queries'

/** What the form opens on: a redirect to edit, or a new one, from a missed address or blank. */
type Editing = { redirect: RedirectRecord } | { from: string }

const count = new Intl.NumberFormat()

/** The type in words, and its number for those who know the codes. */
const typeText = (status: RedirectStatus) => `${text.statusLabels[status]} (${status})`

/**
 * The admin 'Redirects' section: the site's redirects with how often each was followed, and the
 * addresses visitors asked for that showed no page, each a click away from a redirect of its own.
 */
export function RedirectsSection() {
  const [editing, setEditing] = useState<Editing | null>(null)
  const close = () => setEditing(null)
  return (
    <div className="grid gap-10">
      <RedirectList onAdd={() => setEditing({ from: '' })} onEdit={(redirect) => setEditing({ redirect })} />
      <MissedList onCreate={(from) => setEditing({ from })} />
      <FormDialog
        title={editing && 'redirect' in editing ? text.editTitle : text.addTitle}
        open={editing !== null}
        onClose={close}
      >
        {editing && <RedirectForm {...editing} onDone={close} />}
      </FormDialog>
    </div>
  )
}

function RedirectList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (redirect: RedirectRecord) => void }) {
  const { items, section } = useStaffList(useQuery(redirectsQueryOptions()), text.loadFailed)
  const remove = useAdminMutation({
    mutationFn: deleteRedirect,
    invalidates: redirectKeys(),
    success: text.deleted,
    failure: () => text.deleteFailed,
  })
  const { columns } = text
  return (
    <ListSection title={text.heading} addLabel={text.add} onAdd={onAdd} {...section}>
      <p className="text-muted-foreground">{text.intro}</p>
      {items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <DataTable
          caption={text.caption}
          headings={[
            columns.from,
            columns.to,
            columns.status,
            columns.hits,
            columns.lastHit,
            columns.actions,
          ]}
        >
          {items.map((redirect) => (
            <tr key={redirect.id} className="border-t align-top" data-testid="redirect">
              <td className="px-3 py-2 font-mono text-xs break-all">{redirect.from}</td>
              <td className="px-3 py-2 font-mono text-xs break-all">
                {redirect.status === 410 ? <span className="font-sans">{text.gone}</span> : redirect.to}
              </td>
              <td className="px-3 py-2">{typeText(redirect.status)}</td>
              <td className="px-3 py-2 tabular-nums">{count.format(redirect.hits)}</td>
              <WhenCell at={redirect.lastHitAt} otherwise={text.never} />
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-haspopup="dialog"
                    aria-label={`${text.edit} ${redirect.from}`}
                    onClick={() => onEdit(redirect)}
                  >
                    <PencilIcon aria-hidden="true" />
                    {text.edit}
                  </Button>
                  <DeleteButton itemName={redirect.from} onConfirm={() => remove.mutate(redirect.id)} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  )
}

function MissedList({ onCreate }: { onCreate: (from: string) => void }) {
  const { items, section } = useStaffList(useQuery(missedAddressesQueryOptions()), text.missedLoadFailed)
  const { missedColumns: columns } = text
  return (
    <ListSection title={text.missedHeading} {...section}>
      <p className="text-muted-foreground">{text.missedIntro}</p>
      {items.length === 0 ? (
        <p>{text.missedEmpty}</p>
      ) : (
        <DataTable
          caption={text.missedCaption}
          headings={[columns.path, columns.count, columns.lastSeen, columns.actions]}
        >
          {items.map((missed: MissedAddress) => (
            <tr key={missed.path} className="border-t align-top" data-testid="missed-address">
              <td className="px-3 py-2 font-mono text-xs break-all">{missed.path}</td>
              <td className="px-3 py-2 tabular-nums">{count.format(missed.count)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={missed.lastSeenAt}>{localTime(missed.lastSeenAt)}</time>
              </td>
              <td className="px-3 py-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={`${text.create} from ${missed.path}`}
                  onClick={() => onCreate(missed.path)}
                >
                  <PlusIcon aria-hidden="true" />
                  {text.create}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  )
}
