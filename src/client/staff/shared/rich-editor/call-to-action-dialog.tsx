import { zodResolver } from '@hookform/resolvers/zod'
import { richEditorText } from '@shared/markdown-messages'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { publishedWhitepapersQuery } from '@/staff/shared/published-whitepapers'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { type CallToActionAttrs, CONTACT_PATH, callToActionOf } from './content-blocks'
import { EditorDialog, editorDialogFormOptions } from './editor-dialog'
import { callToActionSchema } from './insert-schemas'

/** 'Talk to us' (a link to the contact page, its text editable) or a published whitepaper's card. */
export function CallToActionDialog({
  initial,
  onDone,
  onClose,
}: {
  initial: CallToActionAttrs | null
  onDone: (block: CallToActionAttrs) => void
  onClose: () => void
}) {
  const kindName = useId()
  const initialKind = initial ? (callToActionOf(initial.href) ?? 'contact') : 'contact'
  const form = useForm({
    ...editorDialogFormOptions,
    resolver: zodResolver(callToActionSchema),
    defaultValues: {
      kind: initialKind,
      label: initial && initialKind === 'contact' ? initial.label : richEditorText.ctaContact,
      whitepaper: initial && initialKind === 'whitepaper' ? initial.href : '',
    },
  })
  const { errors } = form.formState
  const kind = useWatch({ control: form.control, name: 'kind' })
  const papers = useQuery({
    ...publishedWhitepapersQuery(),
    enabled: kind === 'whitepaper',
  })
  const choices = (papers.data?.items ?? []).map((paper) => ({
    href: `/whitepapers/${paper.id}`,
    title: paper.title,
  }))
  return (
    <EditorDialog
      title={richEditorText.ctaHeading}
      submitLabel={initial ? richEditorText.update : richEditorText.save}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => {
        if (values.kind === 'contact') return onDone({ href: CONTACT_PATH, label: values.label })
        const paper = choices.find((choice) => choice.href === values.whitepaper)
        // The whitepaper already in the text may no longer be listed; its card keeps its title.
        const title = paper?.title ?? (initial?.href === values.whitepaper ? initial.label : undefined)
        if (title) onDone({ href: values.whitepaper, label: title })
      })}
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{richEditorText.ctaKind}</legend>
        {(['contact', 'whitepaper'] as const).map((each) => (
          <div key={each} className="flex items-center gap-2">
            <input type="radio" id={`${kindName}-${each}`} value={each} {...form.register('kind')} />
            <Label htmlFor={`${kindName}-${each}`}>
              {each === 'contact' ? richEditorText.ctaContact : richEditorText.ctaWhitepaper}
            </Label>
          </div>
        ))}
      </fieldset>
      {kind === 'contact' ? (
        <FormField label={richEditorText.ctaLabel} error={errors.label} required>
          {(control) => <Input {...control} type="text" {...form.register('label')} />}
        </FormField>
      ) : (
        // Controlled, so the chosen whitepaper stays selected while the list arrives and replaces its options.
        <Controller
          control={form.control}
          name="whitepaper"
          render={({ field, fieldState }) => (
            <FormField label={richEditorText.ctaWhitepaperChoice} error={fieldState.error} required>
              {(control) => (
                <NativeSelect {...control} {...field}>
                  <option value="" />
                  {initial && !choices.some((choice) => choice.href === initial.href) && (
                    <option value={initial.href}>{initial.label}</option>
                  )}
                  {choices.map((choice) => (
                    <option key={choice.href} value={choice.href}>
                      {choice.title}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
        />
      )}
      {kind === 'whitepaper' && papers.isError && (
        <p role="alert" className="text-sm text-destructive">
          {richEditorText.ctaLoadFailed}
        </p>
      )}
      {kind === 'whitepaper' && papers.isSuccess && choices.length === 0 && (
        <p>{richEditorText.ctaNoWhitepapers}</p>
      )}
    </EditorDialog>
  )
}
