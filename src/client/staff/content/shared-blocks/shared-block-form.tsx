import { type SharedBlockInput, type SharedBlockRecord, sharedBlockInput } from '@shared/schemas/shared-block'
import { sharedBlockText as text } from '@shared/shared-block-messages'
import { type FormEvent, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { BlocksField } from '@/staff/content/page-editor/blocks-field'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { saveSharedBlock, sharedBlocksQueryOptions } from './shared-block-queries'
import { UsedOn } from './used-on'

/**
 * A shared block's name and fields, edited with the page editor's own block form and preview.
 * Saving changes every page that shows it; a save made from an older copy is refused (409).
 */
export function SharedBlockForm({ record, onDone }: { record: SharedBlockRecord; onDone: () => void }) {
  const [name, setName] = useState(record.name)
  const [document, setDocument] = useState(() => JSON.stringify({ blocks: [record.block] }))
  const [problem, setProblem] = useState<string | null>(null)
  const save = useAdminMutation({
    mutationFn: (input: Omit<SharedBlockInput, 'version'>) =>
      saveSharedBlock(record.id, { ...input, version: record.version }),
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
      <BlocksField label={text.kind} value={document} onChange={setDocument} single />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {text.save}
      </Button>
    </form>
  )
}
