import type { FieldError } from 'react-hook-form'
import { FormField } from '@/components/forms/form-field'
import { Input } from '@/components/ui/input'
import { ImageUpload } from './image-upload'
import { MediaPicker } from './media-picker'

/** The featured image: a URL typed in, filled by an upload, or picked from the media library. */
export function ImageField({
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  value: string
  onChange: (url: string) => void
  error: FieldError | undefined
  onUploadingChange: (uploading: boolean) => void
}) {
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <FormField label="Featured image URL" error={error}>
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <ImageUpload onUploaded={onChange} onUploadingChange={onUploadingChange} />
      <MediaPicker onPick={onChange} />
    </div>
  )
}
