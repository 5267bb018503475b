import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { EditTarget } from '@/staff/shared/edit-target'
import { FormDialog } from '@/staff/shared/form-dialog'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { useItemGone } from '@/staff/shared/use-item-gone'
import { useStaffUser } from '@/staff/shell/staff-user'
import { HashtagForm } from './hashtag-form'

/**
 * The hashtag editor at `/admin/hashtags/<id>` (or `/new`), a dialog over the list. Editing an
 * existing hashtag is for admins only, so for anyone else the address closes to the list.
 */
export function HashtagEditor({ target }: { target: EditTarget }) {
  const { canEdit } = useStaffUser()
  const navigate = useNavigate()
  const close = (replace = false) => void navigate({ to: '/admin/hashtags', replace })
  // The list's query: its failure is the list's to report.
  const hashtags = useQuery(adminHashtagsQueryOptions())
  const id = target === 'new' ? undefined : target
  const allowed = id === undefined || canEdit
  const hashtag = hashtags.data?.find((tag) => tag.id === id)
  useItemGone(hashtags.isSuccess && id !== undefined && !hashtag, () => close(true))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for an address this person may not open
  useEffect(() => {
    if (!allowed) close(true)
  }, [allowed])
  return (
    <FormDialog
      title={hashtag ? 'Edit Hashtag' : 'Create Hashtag'}
      open={allowed && (id === undefined || hashtag !== undefined)}
      onClose={() => close()}
    >
      <HashtagForm hashtag={hashtag} onDone={() => close()} />
    </FormDialog>
  )
}
