import { imageAltText } from '@shared/image-alt'
import { useId } from 'react'
import type { FieldError } from 'react-hook-form'
import { Checkbox } from '@/ui/checkbox'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'

/**
 * The featured image's alt text, or its decorative mark. The text is required, and
 * shown so, only while an image is set and not marked decorative; ticking the mark clears it.
 */
export function ImageAltFields({
  hasImage,
  alt,
  decorative,
  onAltChange,
  onDecorativeChange,
  error,
}: {
  hasImage: boolean
  alt: string
  decorative: boolean
  onAltChange: (alt: string) => void
  onDecorativeChange: (decorative: boolean) => void
  error: FieldError | undefined
}) {
  const decorativeId = useId()
  return (
    <div className="grid gap-3">
      <FormField label={imageAltText.label} error={error} required={hasImage && !decorative}>
        {(control) => (
          <Input
            {...control}
            type="text"
            value={alt}
            disabled={decorative}
            placeholder={imageAltText.hint}
            onChange={(event) => onAltChange(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox
          id={decorativeId}
          checked={decorative}
          onCheckedChange={(checked) => {
            onDecorativeChange(checked === true)
            if (checked === true) onAltChange('')
          }}
        />
        <Label htmlFor={decorativeId}>{imageAltText.decorative}</Label>
      </div>
    </div>
  )
}
