import { imageAltText } from '@shared/image-alt'
import { richEditorText } from '@shared/markdown-messages'
import { useState } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Input } from '@/components/ui/input'
import { ImageAltFields } from '../components/image-alt-fields'
import { ImageUpload } from '../components/image-upload'
import { MediaPicker } from '../components/media-picker'
import { type ImageAttrs, siteAddress } from './content-blocks'
import { EditorDialog } from './editor-dialog'

/**
 * An image for the text: from the media library or uploaded here, described by its alt text unless
 * it is decorative, with an optional caption (the Markdown title, shown under the figure).
 */
export function ImageDialog({
  onDone,
  onClose,
}: {
  onDone: (image: ImageAttrs) => void
  onClose: () => void
}) {
  const [src, setSrc] = useState('')
  const [alt, setAlt] = useState('')
  const [decorative, setDecorative] = useState(false)
  const [caption, setCaption] = useState('')
  const [uploading, setUploading] = useState(false)
  const [checked, setChecked] = useState(false)
  const srcError = checked && !src ? richEditorText.imageMissing : undefined
  const altError = checked && !decorative && !alt.trim() ? imageAltText.required : undefined
  return (
    <EditorDialog
      title={richEditorText.imageHeading}
      description={richEditorText.imageIntro}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true)
        if (!src || uploading || (!decorative && !alt.trim())) return
        onDone({ src, alt: decorative ? '' : alt.trim(), title: caption.trim() || null, link: null })
      }}
    >
      <div className="grid gap-3 rounded-md border p-3">
        {src ? (
          <figure className="grid gap-1">
            <img src={src} alt="" className="max-h-48 w-full rounded-md object-contain" />
            <figcaption className="text-sm text-muted-foreground">
              {richEditorText.imageChosen}: {src}
            </figcaption>
          </figure>
        ) : (
          srcError && (
            <p role="alert" className="text-sm text-destructive">
              {srcError}
            </p>
          )
        )}
        <ImageUpload
          onUploaded={(url) => setSrc(siteAddress(url, location.origin))}
          onUploadingChange={setUploading}
        />
        <MediaPicker onPick={(url) => setSrc(siteAddress(url, location.origin))} />
      </div>
      <ImageAltFields
        hasImage
        alt={alt}
        decorative={decorative}
        onAltChange={setAlt}
        onDecorativeChange={setDecorative}
        error={altError ? { type: 'required', message: altError } : undefined}
      />
      <FormField label={richEditorText.caption} error={undefined}>
        {(control) => (
          <Input
            {...control}
            type="text"
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        )}
      </FormField>
    </EditorDialog>
  )
}
