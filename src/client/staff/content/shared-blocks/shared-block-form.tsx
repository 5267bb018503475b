import {
  type SharedBlockInput,
  type SharedBlockRecord,
  type SharedBlockRevision,
  sharedBlockInput,
} from '@shared/schemas/shared-block'
import { sharedBlockText as text } from '@shared/shared-block-messages'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { BlocksField } from '@/staff/content/page-editor/blocks-field'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { VersionHistory } from '@/staff/shared/version-history'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import {
  saveSharedBlock,
  sharedBlockHistoryQueryOptions,
  sharedBlocksQueryOptions,
} from './shared-block-queries'
import { UsedOn } from './used-on'

/**
 * A shared block's name and fields, edited with the page editor's own block form and preview.
 * Saving changes every page that shows it; a save made from an older copy is refused (409). Its
 * history lists the saved versions; Restore puts one in the form, to be saved as the next.
 */
export function SharedBlockForm({ record, onDone }: { record: SharedBlockRecord; onDone: () => void }) {
  const [name, setName] = useState(record.name)
  const [document, setDocument] = useState(() => JSON.stringify({ blocks: [record.block] }))
  const [problem, setProblem] = useState<string | null>(null)
  const [note, setNote] = useState('')
  // A restored version replaces the block's fields whole: the field starts again from it.
  const [restoredVersion, setRestoredVersion] = useState<number>()
  const history = useQuery(sharedBlockHistoryQueryOptions(record.id))
  const restore = (saved: SharedBlockRevision) => {
    if (!saved.block) return
    setName(saved.name)
    setDocument(JSON.stringify({ blocks: [saved.block] }))
    setRestoredVersion(saved.version)
    setNote(text.restored(saved.version))
  }
  const save = useAdminMutation({
    mutationFn: (input: Omit<SharedBlockInput, 'version'>) =>
      saveSharedBlock(record.id, { ...input, version: record.version }),
    // Its history's key starts with the list's: both are read again.
    invalidates: [sharedBlocksQueryOptions().queryKey],
    success: text.saved,
    failure: (error) =>
      error instanceof ApiError && error.status === 409
        ? text.conflict
        : (error instanceof ApiError && error.serverMessage) || text.saveFailed,
    onSuccess: onDone,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checkedName = sharedBlockInput.shape.name.safeParse(name)
    setProblem(checkedName.success ? null : (checkedName.error.issues[0]?.message ?? null))
    // The block's own problems are shown by its fields as they are typed.
    const block = sharedBlockInput.shape.block.safeParse(
      (JSON.parse(document) as { blocks: unknown[] }).blocks[0],
    )
    if (checkedName.success && block.success) save.mutate({ name: checkedName.data, block: block.data })
  }
  return (
    <form method="post" noValidate className="grid gap-4" onSubmit={submit}>
      <FormField
        label={text.name}
        required
        error={problem ? { type: 'schema', message: problem } : undefined}
      >
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <div className="text-sm">
        <UsedOn block={record} />
      </div>
      <BlocksField key={restoredVersion} label={text.kind} value={document} onChange={setDocument} single />
      <p role="status" className="text-sm">
        {note}
      </p>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {text.save}
      </Button>
      <VersionHistory
        query={history}
        text={text}
        restorable={(saved) => saved.block !== null}
        onRestore={restore}
      />
    </form>
  )
}
