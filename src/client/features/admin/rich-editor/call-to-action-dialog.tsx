import { richEditorText } from '@shared/markdown-messages'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { whitepaperAdmin } from '../content-types/whitepaper-admin'
import { type CallToActionAttrs, CONTACT_PATH, callToActionOf } from './content-blocks'
import { EditorDialog } from './editor-dialog'

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
  const [kind, setKind] = useState(initial ? (callToActionOf(initial.href) ?? 'contact') : 'contact')
  const [label, setLabel] = useState(
    initial && kind === 'contact' ? initial.label : richEditorText.ctaContact,
  )
  const [whitepaper, setWhitepaper] = useState(initial && kind === 'whitepaper' ? initial.href : '')
  const [checked, setChecked] = useState(false)
  const papers = useQuery({
    ...whitepaperAdmin.pageQuery({ status: 'published', sort: 'title' }),
    enabled: kind === 'whitepaper',
  })
  const choices = (papers.data?.items ?? []).map((paper) => ({
    href: `/whitepapers/${paper.id}`,
    title: paper.title,
  }))
  const labelError =
    checked && kind === 'contact' && !label.trim() ? richEditorText.ctaLabelRequired : undefined
  const paperError =
    checked && kind === 'whitepaper' && !whitepaper ? richEditorText.ctaWhitepaperRequired : undefined
  return (
    <EditorDialog
      title={richEditorText.ctaHeading}
      submitLabel={initial ? richEditorText.update : richEditorText.save}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true)
        if (kind === 'contact') {
          if (label.trim()) onDone({ href: CONTACT_PATH, label: label.trim() })
          return
        }
        const paper = choices.find((choice) => choice.href === whitepaper)
        const title = paper?.title ?? (initial?.href === whitepaper ? initial.label : undefined)
        if (whitepaper && title) onDone({ href: whitepaper, label: title })
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{richEditorText.ctaKind}</legend>
        {(['contact', 'whitepaper'] as const).map((each) => (
          <div key={each} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${kindName}-${each}`}
              name={kindName}
              checked={kind === each}
              onChange={() => setKind(each)}
            />
            <Label htmlFor={`${kindName}-${each}`}>
              {each === 'contact' ? richEditorText.ctaContact : richEditorText.ctaWhitepaper}
            </Label>
          </div>
        ))}
      </fieldset>
      {kind === 'contact' ? (
        <FormField
          label={richEditorText.ctaLabel}
          error={labelError ? { type: 'required', message: labelError } : undefined}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="text"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <FormField
          label={richEditorText.ctaWhitepaperChoice}
          error={paperError ? { type: 'required', message: paperError } : undefined}
          required
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={whitepaper}
              onChange={(event) => setWhitepaper(event.target.value)}
            >
              <option value="" />
              {initial &&
                kind === 'whitepaper' &&
                !choices.some((choice) => choice.href === initial.href) && (
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
