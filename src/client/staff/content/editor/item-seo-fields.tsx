import { itemSeoText, META_DESCRIPTION_MAX, META_TITLE_MAX } from '@shared/item-seo'
import { COMPANY_NAME } from '@shared/site-config'
import { useId } from 'react'
import { type Control, Controller, useWatch } from 'react-hook-form'
import { MediaPicker } from '@/staff/shared/media/media-picker'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Textarea } from '@/ui/textarea'
import type { PublishingValues } from './publishing-values'

/** How much of a limit a text uses; over it, the field's own error says so. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <p className={length > max ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
      {itemSeoText.count(length, max)}
    </p>
  )
}

/** A text field with its counter: a single line, or a textarea of `rows` rows. */
function CountedText({
  control,
  name,
  label,
  max,
  rows,
}: {
  control: Control<PublishingValues>
  name: 'metaTitle' | 'metaDescription'
  label: string
  max: number
  rows?: number
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error}>
          {(props) => {
            const text = {
              ...props,
              value: field.value ?? '',
              onChange: field.onChange,
              onBlur: field.onBlur,
            }
            return (
              <>
                {rows ? <Textarea {...text} rows={rows} /> : <Input {...text} />}
                <Counter length={field.value?.trim().length ?? 0} max={max} />
              </>
            )
          }}
        </FormField>
      )}
    />
  )
}

/**
 * Meta title, meta description and social image, with a preview of the search result
 * as the page's head will have it: each empty field falls back to the item's own.
 */
export function ItemSeoFields({ control }: { control: Control<PublishingValues> }) {
  const previewId = useId()
  const [title, description, metaTitle, metaDescription] = useWatch({
    control,
    name: ['title', 'description', 'metaTitle', 'metaDescription'],
  })
  const shownTitle = metaTitle?.trim() || `${title?.trim() ?? ''} | ${COMPANY_NAME}`
  const shownDescription = metaDescription?.trim() || description?.trim() || ''
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{itemSeoText.legend}</legend>
      <p className="text-sm text-muted-foreground">{itemSeoText.hint}</p>
      <CountedText control={control} name="metaTitle" label={itemSeoText.metaTitle} max={META_TITLE_MAX} />
      <CountedText
        control={control}
        name="metaDescription"
        label={itemSeoText.metaDescription}
        max={META_DESCRIPTION_MAX}
        rows={3}
      />
      <Controller
        control={control}
        name="socialImage"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <FormField label={itemSeoText.socialImage} error={fieldState.error}>
              {(props) => (
                <Input
                  {...props}
                  type="text"
                  inputMode="url"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <MediaPicker onPick={field.onChange} label={itemSeoText.socialImage} />
          </div>
        )}
      />
      <section
        aria-labelledby={previewId}
        className="grid gap-1 rounded-md bg-muted p-3"
        data-testid="seo-preview"
      >
        <h3 id={previewId} className="text-xs font-medium text-muted-foreground">
          {itemSeoText.preview}
        </h3>
        <p className="truncate text-lg text-blue-800">{shownTitle}</p>
        <p className="line-clamp-2 text-sm">{shownDescription}</p>
      </section>
    </fieldset>
  )
}
