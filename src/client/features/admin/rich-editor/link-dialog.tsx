import { richEditorText } from '@shared/markdown-messages'
import { useState } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EditorDialog } from './editor-dialog'

// The addresses a link in content may have: the web, e-mail, or a page of this site.
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+@\S+|\/\S*)$/

/** Whether `address` may be a link's address in content. */
const isLinkAddress = (address: string) => LINK_ADDRESS.test(address.trim())

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
  const [address, setAddress] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  return (
    <EditorDialog
      title={richEditorText.linkHeading}
      submitLabel={richEditorText.update}
      onClose={onClose}
      onSubmit={() => {
        if (!isLinkAddress(address)) return setError(richEditorText.linkInvalid)
        onDone(address.trim())
      }}
      extraActions={
        initial ? (
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            {richEditorText.removeLink}
          </Button>
        ) : null
      }
    >
      <FormField
        label={richEditorText.linkAddress}
        hint={richEditorText.linkHint}
        error={error ? { type: 'pattern', message: error } : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </FormField>
    </EditorDialog>
  )
}
