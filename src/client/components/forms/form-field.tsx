import type * as React from 'react'
import { useId } from 'react'
import type { FieldError } from 'react-hook-form'
import { Label } from '@/components/ui/label'

type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A labelled control with its validation message, wired for screen readers. */
export function FormField({
  label,
  error,
  required = false,
  children,
}: {
  label: string
  error: FieldError | undefined
  required?: boolean
  children: (control: ControlProps) => React.ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : undefined,
      })}
      {error?.message && (
        <p id={messageId} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  )
}
