import { zodResolver } from '@hookform/resolvers/zod'
import { richEditorText } from '@shared/markdown-messages'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/ui/button'
import { EditorDialog, editorDialogFormOptions } from './editor-dialog'
import { linkSchema } from './insert-schemas'
import { LinkAddressField } from './link-address-field'

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
  // Escape closes the list of titles first, then the dialog.
  const listOpen = useRef(false)
  return (
    <EditorDialog
      title={richEditorText.linkHeading}
      submitLabel={richEditorText.update}
      onClose={onClose}
      onEscapeKeyDown={(event) => {
        if (listOpen.current) event.preventDefault()
      }}
      onSubmit={form.handleSubmit(({ address }) => onDone(address))}
      extraActions={
        initial ? (
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            {richEditorText.removeLink}
          </Button>
        ) : null
      }
    >
      <LinkAddressField
        form={form}
        error={form.formState.errors.address}
        onListOpenChange={(open) => {
          listOpen.current = open
        }}
      />
    </EditorDialog>
  )
}
