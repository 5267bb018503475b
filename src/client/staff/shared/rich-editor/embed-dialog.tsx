import { zodResolver } from '@hookform/resolvers/zod'
import { richEditorText } from '@shared/markdown-messages'
import { Controller, useForm } from 'react-hook-form'
import { MediaPicker } from '@/staff/shared/media/media-picker'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { AddressField } from './address-field'
import { type EmbedAttrs, siteAddress } from './content-blocks'
import { EditorDialog, editorDialogFormOptions } from './editor-dialog'
import { embedSchema } from './insert-schemas'

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
  const form = useForm({
    ...editorDialogFormOptions,
    resolver: zodResolver(embedSchema),
    defaultValues: {
      href: initial?.href ?? '',
      title: initial?.title ?? '',
      thumbnail: initial?.thumbnail ?? null,
    },
  })
  const { errors } = form.formState
  return (
    <EditorDialog
      title={richEditorText.embedHeading}
      description={richEditorText.embedIntro}
      submitLabel={initial ? richEditorText.update : richEditorText.save}
      onClose={onClose}
      onSubmit={form.handleSubmit(onDone)}
    >
      <AddressField
        label={richEditorText.embedAddress}
        error={errors.href}
        registration={form.register('href')}
      />
      <FormField label={richEditorText.embedTitle} error={errors.title} required>
        {(control) => <Input {...control} type="text" {...form.register('title')} />}
      </FormField>
      <Controller
        control={form.control}
        name="thumbnail"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{richEditorText.thumbnail}</legend>
            {field.value && (
              <div className="flex items-center gap-3">
                <img src={field.value} alt="" className="h-16 w-28 rounded object-cover" />
                <Button type="button" variant="outline" size="sm" onClick={() => field.onChange(null)}>
                  {richEditorText.removeThumbnail}
                </Button>
              </div>
            )}
            <MediaPicker onPick={(url) => field.onChange(siteAddress(url, location.origin))} />
          </fieldset>
        )}
      />
    </EditorDialog>
  )
}
