import { type Control, Controller, useWatch } from 'react-hook-form'
import { ImageAltFields } from '@/staff/shared/media/image-alt-fields'
import { HashtagPicker } from './hashtag-picker'
import { ImageField } from './image-field'
import { ItemSeoFields } from './item-seo-fields'
import { PublishedSwitch } from './published-switch'
import type { PublishingValues } from './publishing-values'
import { ScheduleFields } from './schedule-fields'

/** Featured image (typed, uploaded or picked) with its alt text, hashtags, search and social settings, the published switch and its schedule. */
export function PublishingFields<Values extends PublishingValues, Output>({
  control,
  onUploadingChange,
  alwaysPublished,
  throughReview = false,
}: {
  control: Control<Values, unknown, Output>
  onUploadingChange: (uploading: boolean) => void
  /** Said in place of the published switch and schedule, for an item that is always published. */
  alwaysPublished?: string
  /** No published switch nor schedule: the writer submits the item, an admin publishes it. */
  throughReview?: boolean
}) {
  // Values extends PublishingValues, so these three paths exist in every form that passes here.
  const shared = control as unknown as Control<PublishingValues>
  const image = useWatch({ control: shared, name: 'featuredImage' })
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
        name="featuredImageDecorative"
        render={({ field: decorative }) => (
          <Controller
            control={shared}
            name="featuredImageAlt"
            render={({ field: alt, fieldState }) => (
              <ImageAltFields
                hasImage={!!image}
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
      <Controller
        control={shared}
        name="hashtags"
        render={({ field }) => <HashtagPicker value={field.value ?? []} onChange={field.onChange} />}
      />
      <ItemSeoFields control={shared} />
      {alwaysPublished ? (
        <p className="text-muted-foreground text-sm">{alwaysPublished}</p>
      ) : throughReview ? null : (
        <>
          <Controller
            control={shared}
            name="isPublished"
            render={({ field }) => <PublishedSwitch value={field.value ?? false} onChange={field.onChange} />}
          />
          <ScheduleFields control={shared} />
        </>
      )}
    </>
  )
}
