import { PREVIEW_LINK_DAYS, PREVIEW_LINK_DEFAULT_DAYS } from '@shared/constants'
import type { ContentTypeName } from '@shared/content/registry'
import { sharePreviewPanelText as text } from '@shared/share-preview-panel-text'
import type { CreatedPreviewLink, PreviewLink } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ConfirmButton } from '@/staff/shared/confirm-button'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { NativeSelect } from '@/ui/native-select'
import { toastError, toastSuccess } from '@/ui/use-toast'
import XCircleIcon from '~icons/lucide/circle-x'
import { createPreviewLink, previewLinksQueryOptions, revokePreviewLink } from './preview-link-queries'

type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number]

const daysOf = (value: string): PreviewLinkDays =>
  PREVIEW_LINK_DAYS.find((days) => String(days) === value) ?? PREVIEW_LINK_DEFAULT_DAYS

export interface SharedItem {
  id: number
  title: string
}

/** The dialog's body: make a link, and the item's live links to revoke. */
export function SharePreviewPanel({ type, item }: { type: ContentTypeName; item: SharedItem }) {
  return (
    <>
      <CreateLink type={type} item={item} />
      <ActiveLinks type={type} item={item} />
    </>
  )
}

function CreateLink({ type, item }: { type: ContentTypeName; item: SharedItem }) {
  const [days, setDays] = useState<PreviewLinkDays>(PREVIEW_LINK_DEFAULT_DAYS)
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null)
  const create = useAdminMutation({
    mutationFn: () => createPreviewLink(type, item.id, { days }),
    invalidates: [previewLinksQueryOptions(type, item.id).queryKey],
    success: text.created,
    failure: () => text.createFailed,
    onSuccess: setCreated,
  })
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <FormField label={text.lifetime} error={undefined}>
            {(control) => (
              <NativeSelect
                {...control}
                value={days}
                onChange={(event) => setDays(daysOf(event.target.value))}
              >
                {PREVIEW_LINK_DAYS.map((option) => (
                  <option key={option} value={option}>
                    {text.lifetimeOption(option)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <Button type="button" onClick={() => create.mutate()} disabled={create.isPending}>
          {text.create}
        </Button>
      </div>
      {created && <NewLink link={created} />}
    </div>
  )
}

function NewLink({ link }: { link: CreatedPreviewLink }) {
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => toastSuccess(text.copied),
      () => toastError(text.copyFailed),
    )
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <FormField label={text.linkLabel} error={undefined}>
        {(control) => (
          <Input {...control} readOnly value={link.url} onFocus={(event) => event.target.select()} />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">{text.expires(localTime(link.expiresAt))}</p>
      <Button type="button" variant="secondary" onClick={copy} className="w-fit">
        {text.copy}
      </Button>
    </div>
  )
}

function ActiveLinks({ type, item }: { type: ContentTypeName; item: SharedItem }) {
  const headingId = useId()
  const { data: links, isError } = useQuery(previewLinksQueryOptions(type, item.id))
  const revoke = useAdminMutation({
    mutationFn: (linkId: number) => revokePreviewLink(type, item.id, linkId),
    invalidates: [previewLinksQueryOptions(type, item.id).queryKey],
    success: text.revoked,
    failure: () => text.revokeFailed,
  })
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="font-semibold">
        {text.activeHeading}
      </h3>
      {isError && <p className="text-sm text-destructive">{text.loadFailed}</p>}
      {links?.length === 0 && <p className="text-sm text-muted-foreground">{text.none}</p>}
      {links && links.length > 0 && (
        <ul className="grid gap-2">
          {links.map((link) => (
            <ActiveLink key={link.id} link={link} onRevoke={() => revoke.mutate(link.id)} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ActiveLink({ link, onRevoke }: { link: PreviewLink; onRevoke: () => void }) {
  const created = localTime(link.createdAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="grid gap-1">
        <span>{text.createdBy(link.createdBy ?? text.formerStaff, created)}</span>
        <span className="text-muted-foreground">{text.expires(localTime(link.expiresAt))}</span>
      </div>
      {link.canRevoke && (
        <ConfirmButton
          label={
            <>
              <XCircleIcon aria-hidden="true" />
              {text.revoke}
            </>
          }
          accessibleLabel={text.revokeLabel(created)}
          title={text.revokeTitle}
          description={text.revokeDescription}
          onConfirm={onRevoke}
        />
      )}
    </li>
  )
}
