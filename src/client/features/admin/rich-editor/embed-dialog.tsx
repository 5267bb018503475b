import { embedOf } from '@shared/markdown/embed'
import { richEditorText } from '@shared/markdown-messages'
import { useState } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { MediaPicker } from '../components/media-picker'
import { type EmbedAttrs, siteAddress } from './content-blocks'
import { EditorDialog } from './editor-dialog'

/** A YouTube or Vimeo video or a LinkedIn post: its address, its title, an optional thumbnail. */
export function EmbedDialog({
  initial,
  onDone,
  onClose,
}: {
  initial: EmbedAttrs | null
  onDone: (embed: EmbedAttrs) => void
  onClose: () => void
}) {
  const [href, setHref] = useState(initial?.href ?? '')
  const [title, setTitle] = useState(initial?.title ?? '')
  const [thumbnail, setThumbnail] = useState(initial?.thumbnail ?? null)
  const [checked, setChecked] = useState(false)
  const hrefError = checked && !embedOf(href) ? richEditorText.embedInvalid : undefined
  const titleError = checked && !title.trim() ? richEditorText.embedTitleRequired : undefined
  return (
    <EditorDialog
      title={richEditorText.embedHeading}
      description={richEditorText.embedIntro}
      submitLabel={initial ? richEditorText.update : richEditorText.save}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true)
        if (!embedOf(href) || !title.trim()) return
        onDone({ href: href.trim(), title: title.trim(), thumbnail })
      }}
    >
      <FormField
        label={richEditorText.embedAddress}
        error={hrefError ? { type: 'pattern', message: hrefError } : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            value={href}
            onChange={(event) => setHref(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={richEditorText.embedTitle}
        error={titleError ? { type: 'required', message: titleError } : undefined}
        required
      >
        {(control) => (
          <Input {...control} type="text" value={title} onChange={(event) => setTitle(event.target.value)} />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{richEditorText.thumbnail}</legend>
        {thumbnail && (
          <div className="flex items-center gap-3">
            <img src={thumbnail} alt="" className="h-16 w-28 rounded object-cover" />
            <Button type="button" variant="outline" size="sm" onClick={() => setThumbnail(null)}>
              {richEditorText.removeThumbnail}
            </Button>
          </div>
        )}
        <MediaPicker onPick={(url) => setThumbnail(siteAddress(url, location.origin))} />
      </fieldset>
    </EditorDialog>
  )
}
