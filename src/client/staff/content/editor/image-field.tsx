import type { FieldError } from 'react-hook-form'
import { ImageUpload } from '@/staff/shared/media/image-upload'
import { MediaPicker } from '@/staff/shared/media/media-picker'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'

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
