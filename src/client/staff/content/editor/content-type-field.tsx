import { ENTERED_DATE_RANGE } from '@shared/constants'
import { scheduleText } from '@shared/schedule-text'
import { lazy, Suspense } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import type { AdminContentType, AdminItem, FormFieldSpec } from '@/staff/content/staff-content-type'
import { Checkbox } from '@/ui/checkbox'
import { FormField, labelIdOf } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { Spinner } from '@/ui/spinner'
import { Textarea } from '@/ui/textarea'
import { DocumentField } from './document-field'
import { MarkdownField } from './markdown-field'

// Only a page's form edits blocks: the editor loads with it.
const BlocksField = lazy(() =>
  import('@/staff/content/page-editor/blocks-field').then((module) => ({ default: module.BlocksField })),
)

/** The fields of an item that is always there, published (a site page), that never change. */
export type PermanentFields = NonNullable<AdminContentType<AdminItem, FieldValues, unknown>['permanent']>

interface FieldProps<Input extends FieldValues, Kind extends FormFieldSpec<Input>['kind']> {
  field: Extract<FormFieldSpec<Input>, { kind: Kind }>
  form: UseFormReturn<Input, unknown, unknown>
}

/** One field a content type declares, drawn by its kind; a row draws its fields side by side. */
export function ContentTypeField<Input extends FieldValues>({
  field,
  form,
  permanent,
  onDocumentUploadingChange,
}: {
  field: FormFieldSpec<Input>
  form: UseFormReturn<Input, unknown, unknown>
  permanent: PermanentFields | undefined
  onDocumentUploadingChange: (uploading: boolean) => void
}) {
  switch (field.kind) {
    case 'row':
      return (
        <div
          className={field.fields.length === 3 ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}
        >
          {field.fields.map((each, index) => (
            <ContentTypeField
              // biome-ignore lint/suspicious/noArrayIndexKey: a type's fields are fixed; a row has no name
              key={index}
              field={each}
              form={form}
              permanent={permanent}
              onDocumentUploadingChange={onDocumentUploadingChange}
            />
          ))}
        </div>
      )
    case 'long':
      return <LongTextField field={field} form={form} />
    case 'document':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <DocumentField
              value={control.value ?? ''}
              onChange={control.onChange}
              onUploadingChange={onDocumentUploadingChange}
            />
          )}
        />
      )
    case 'blocks':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control, fieldState }) => (
            <Suspense fallback={<Spinner label={field.label} />}>
              <BlocksField
                label={field.label}
                value={String(control.value ?? '')}
                onChange={control.onChange}
                error={fieldState.error}
                focusRef={control.ref}
              />
            </Suspense>
          )}
        />
      )
    case 'flag':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <Label weight="normal" leading="text" className="flex items-center gap-3">
              <Checkbox
                ref={control.ref}
                checked={control.value === true}
                onCheckedChange={(checked) => control.onChange(checked === true)}
                onBlur={control.onBlur}
              />
              {field.label}
            </Label>
          )}
        />
      )
    case 'choice':
      return <ChoiceField field={field} form={form} />
    case 'number':
      return (
        <FormField label={field.label} error={form.getFieldState(field.name, form.formState).error}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register(field.name)} />}
        </FormField>
      )
    default:
      return <TextField field={field} form={form} permanent={permanent} />
  }
}

/** A long text: a textarea, or the Markdown editor around one. */
function LongTextField<Input extends FieldValues>({ field, form }: FieldProps<Input, 'long'>) {
  return (
    <FormField label={field.label} error={form.getFieldState(field.name, form.formState).error} required>
      {(control) => {
        const textarea = (describedBy = control['aria-describedby']) => (
          <Textarea
            {...control}
            aria-describedby={describedBy}
            rows={field.rows}
            {...form.register(field.name)}
          />
        )
        return field.markdown ? (
          <MarkdownField
            look={field.markdown}
            labelId={labelIdOf(control.id)}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid'] === true}
            value={() => String(form.getValues(field.name) ?? '')}
            onVisualChange={(markdown) =>
              // As the textarea: checked as typed only once the form was submitted.
              form.setValue(field.name, markdown as PathValue<Input, Path<Input>>, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            subscribe={(listener) =>
              form.subscribe({
                name: field.name,
                formState: { values: true },
                callback: ({ values }) => listener(String(values[field.name] ?? '')),
              })
            }
          >
            {textarea}
          </MarkdownField>
        ) : (
          textarea()
        )
      }}
    </FormField>
  )
}

function ChoiceField<Input extends FieldValues>({ field, form }: FieldProps<Input, 'choice'>) {
  return (
    <FormField
      label={field.label}
      error={form.getFieldState(field.name, form.formState).error}
      required={!field.optional}
    >
      {(control) => (
        <NativeSelect {...control} {...form.register(field.name)}>
          {(field.optional || !form.getValues(field.name)) && <option value="" />}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/** A one-line text or a date; read-only where the item is permanent. */
function TextField<Input extends FieldValues>({
  field,
  form,
  permanent,
}: FieldProps<Input, 'text' | 'date'> & { permanent: PermanentFields | undefined }) {
  const fixed = permanent?.fields.includes(field.name) === true
  // The picker offers only the years the schema takes, and a typed year cannot run to five digits.
  const range = field.kind === 'date' ? ENTERED_DATE_RANGE : {}
  return (
    <FormField
      label={field.label}
      error={form.getFieldState(field.name, form.formState).error}
      required={field.kind === 'date' || !field.optional}
      hint={
        fixed
          ? permanent?.fieldHint
          : field.kind === 'date' && field.meaning === 'published'
            ? scheduleText.publishedDateHint
            : undefined
      }
    >
      {(control) => (
        <Input
          {...control}
          type={field.kind === 'date' ? 'date' : 'text'}
          {...range}
          readOnly={fixed}
          {...form.register(field.name)}
        />
      )}
    </FormField>
  )
}
