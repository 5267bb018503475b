import { zodResolver } from '@hookform/resolvers/zod'
import { richEditorText } from '@shared/markdown-messages'
import { useForm } from 'react-hook-form'
import { Button } from '@/ui/button'
import { AddressField } from './address-field'
import { EditorDialog, editorDialogFormOptions } from './editor-dialog'
import { linkSchema } from './insert-schemas'

/** The address of the link around the selection: set, changed, or removed (`null`). */
export function LinkDialog({
  initial,
  onDone,
  onClose,
}: {
  initial: string
  onDone: (address: string | null) => void
  onClose: () => void
}) {
  const form = useForm({
    ...editorDialogFormOptions,
    resolver: zodResolver(linkSchema),
    defaultValues: { address: initial },
  })
  return (
    <EditorDialog
      title={richEditorText.linkHeading}
      submitLabel={richEditorText.update}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ address }) => onDone(address))}
      extraActions={
        initial ? (
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            {richEditorText.removeLink}
          </Button>
        ) : null
      }
    >
      <AddressField
        label={richEditorText.linkAddress}
        hint={richEditorText.linkHint}
        error={form.formState.errors.address}
        registration={form.register('address')}
      />
    </EditorDialog>
  )
}
