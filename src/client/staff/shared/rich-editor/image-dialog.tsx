import { zodResolver } from '@hookform/resolvers/zod'
import { richEditorText } from '@shared/markdown-messages'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ImageAltFields } from '@/staff/shared/media/image-alt-fields'
import { ImageUpload } from '@/staff/shared/media/image-upload'
import { MediaPicker } from '@/staff/shared/media/media-picker'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { type ImageAttrs, siteAddress } from './content-blocks'
import { EditorDialog, editorDialogFormOptions } from './editor-dialog'
import { imageSchema } from './insert-schemas'

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
  const form = useForm({
    ...editorDialogFormOptions,
    resolver: zodResolver(imageSchema),
    defaultValues: { src: '', featuredImageAlt: '', featuredImageDecorative: false, caption: '' },
  })
  const [uploading, setUploading] = useState(false)
  return (
    <EditorDialog
      title={richEditorText.imageHeading}
      description={richEditorText.imageIntro}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ src, featuredImageAlt, featuredImageDecorative, caption }) => {
        // An upload still running has no address yet: the one shown may be about to change.
        if (uploading) return
        onDone({
          src,
          alt: featuredImageDecorative ? '' : (featuredImageAlt ?? ''),
          title: caption || null,
          link: null,
        })
      })}
    >
      <Controller
        control={form.control}
        name="src"
        render={({ field, fieldState }) => (
          <div className="grid gap-3 rounded-md border p-3">
            {field.value ? (
              <figure className="grid gap-1">
                <img src={field.value} alt="" className="max-h-48 w-full rounded-md object-contain" />
                <figcaption className="text-sm text-muted-foreground">
                  {richEditorText.imageChosen}: {field.value}
                </figcaption>
              </figure>
            ) : (
              fieldState.error && (
                <p role="alert" className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              )
            )}
            <ImageUpload
              onUploaded={(url) => field.onChange(siteAddress(url, location.origin))}
              onUploadingChange={setUploading}
            />
            <MediaPicker onPick={(url) => field.onChange(siteAddress(url, location.origin))} />
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="featuredImageDecorative"
        // Marking the image decorative, or no longer, settles whether the alt text is missing.
        rules={{ deps: 'featuredImageAlt' }}
        render={({ field: decorative }) => (
          <Controller
            control={form.control}
            name="featuredImageAlt"
            render={({ field: alt, fieldState }) => (
              <ImageAltFields
                hasImage
                alt={alt.value ?? ''}
                decorative={decorative.value ?? false}
                onAltChange={alt.onChange}
                onDecorativeChange={decorative.onChange}
                error={fieldState.error}
              />
            )}
          />
        )}
      />
      <FormField label={richEditorText.caption} error={undefined}>
        {(control) => <Input {...control} type="text" {...form.register('caption')} />}
      </FormField>
    </EditorDialog>
  )
}
