import { sharedBlockText as text } from '@shared/shared-block-messages'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { saveSharedBlock, sharedBlocksQueryOptions } from '@/staff/content/shared-blocks/shared-block-queries'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useStaffUser } from '@/staff/shell/staff-user'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import Plus from '~icons/lucide/plus'
import { blockName, type DraftBlock, type Path } from './draft-document'
import { useEditor } from './editor-context'
import { blockTypeLabels } from './page-editor-text'

// The page editor's side of shared blocks (staff/content/shared-blocks): placing one, showing one that is
// placed (read-only: it is edited in its own section), and turning a block of the page into one.

/** A shared block to choose and 'Add shared block', which places it at the end of the page. */
export function AddSharedBlock({
  full,
  onAdd,
}: {
  full: boolean
  onAdd: (sharedId: number, name: string) => void
}) {
  const id = useId()
  const { data: shared = [] } = useQuery(sharedBlocksQueryOptions())
  const [chosen, setChosen] = useState<number | undefined>(undefined)
  if (shared.length === 0) return null
  const picked = shared.find((block) => block.id === chosen) ?? shared[0]
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-3">
      <div className="grid min-w-48 gap-2">
        <Label htmlFor={id}>{text.chooseShared}</Label>
        <NativeSelect id={id} value={picked?.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {shared.map((block) => (
            <option key={block.id} value={block.id}>
              {`${block.name} (${blockTypeLabels[block.block.type]})`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={full}
        onClick={() => picked && onAdd(picked.id, picked.name)}
      >
        <Plus aria-hidden="true" />
        {text.addShared}
      </Button>
    </div>
  )
}

/** A shared block placed on the page: what it is and where to edit it, never its fields. */
export function PlacedSharedBlock({ sharedId }: { sharedId: unknown }) {
  const { canEdit } = useStaffUser()
  const { data: shared, isPending } = useQuery(sharedBlocksQueryOptions())
  if (isPending) return null
  const found = shared?.find((block) => block.id === sharedId)
  if (!found)
    return (
      <p role="alert" className="text-destructive text-sm">
        {text.missing}
      </p>
    )
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">{found.name}</span>{' '}
        <span className="text-muted-foreground">
          ({blockTypeLabels[found.block.type]}, {text.usedOn(found.usedOn.length).toLowerCase()})
        </span>
      </p>
      <p className="text-muted-foreground">{text.readOnly}</p>
      {canEdit && (
        <Link
          to="/admin/shared-blocks"
          search={{ edit: found.id }}
          className="justify-self-start font-medium underline underline-offset-2"
        >
          {text.edit}
        </Link>
      )}
    </div>
  )
}

/**
 * 'Save as shared block' (admins): stores the block as a shared block named after it, and puts a
 * reference to it in its place, so that it can be placed on other pages.
 */
export function SaveAsShared({ block, path }: { block: DraftBlock; path: Path }) {
  const { canEdit } = useStaffUser()
  const editor = useEditor()
  const name = blockName(block)
  const save = useAdminMutation({
    mutationFn: () => saveSharedBlock(undefined, { name, block: block as never }),
    invalidates: [sharedBlocksQueryOptions().queryKey],
    success: text.savedAsShared(name),
    failure: (error) => (error instanceof ApiError && error.serverMessage) || text.saveFailed,
    onSuccess: (created) => {
      editor.edit(path, { id: block.id, type: 'shared', sharedId: created.id })
      editor.announce(text.savedAsShared(name))
    },
  })
  if (!canEdit) return null
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={save.isPending}
      onClick={() => save.mutate()}
    >
      {text.saveAsShared}
    </Button>
  )
}
