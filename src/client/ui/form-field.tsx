import type * as React from 'react'
import { useId } from 'react'
import type { FieldError } from 'react-hook-form'
import { Label } from './label'
import { RequiredMark } from './required-mark'

type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The id of the label of the control with id `controlId`. */
export const labelIdOf = (controlId: string) => `${controlId}-label`

/** A labelled control with its validation message, wired for screen readers. */
export function FormField({
  label,
  error,
  required = false,
  hint,
  children,
}: {
  label: string
  error: FieldError | undefined
  required?: boolean
  /** What the field means, under its label. */
  hint?: string
  children: (control: ControlProps) => React.ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const describedBy = [hint && hintId, error && messageId].filter(Boolean).join(' ')
  return (
    <div className="grid gap-2">
      {/* Its id names a control that is no form element (a visual editor), by aria-labelledby. */}
      <Label id={labelIdOf(id)} htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error?.message && (
        <p id={messageId} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  )
}
