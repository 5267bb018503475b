import { type Control, Controller } from 'react-hook-form'
import { HashtagPicker } from './hashtag-picker'
import { ImageField } from './image-field'
import { PublishedSwitch } from './published-switch'

/** What every content form has. */
export interface PublishingValues {
  featuredImage?: string
  hashtags?: number[]
  isPublished?: boolean
}

/** Featured image (typed or uploaded), hashtags and the published switch. */
export function PublishingFields<Values extends PublishingValues, Output>({
  control,
  onUploadingChange,
}: {
  control: Control<Values, unknown, Output>
  onUploadingChange: (uploading: boolean) => void
}) {
  // Values extends PublishingValues, so these three paths exist in every form that passes here.
  const shared = control as unknown as Control<PublishingValues>
  return (
    <>
      <Controller
        control={shared}
        name="featuredImage"
        render={({ field, fieldState }) => (
          <ImageField
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <Controller
        control={shared}
        name="hashtags"
        render={({ field }) => <HashtagPicker value={field.value ?? []} onChange={field.onChange} />}
      />
      <Controller
        control={shared}
        name="isPublished"
        render={({ field }) => <PublishedSwitch value={field.value ?? false} onChange={field.onChange} />}
      />
    </>
  )
}
