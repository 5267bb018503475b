import type * as React from 'react'
import { Label } from '@/ui/label'
import { NativeCheckbox } from '@/ui/native-checkbox'
import { RequiredMark } from '@/ui/required-mark'

/**
 * A required agreement on a public form: the browser's own checkbox (it works without JavaScript),
 * its sentence as the label, an optional note under it (`children`, e.g. a link to the privacy
 * notice) and the field's message, both read out with the box.
 */
export function ConsentField({
  id,
  label,
  error,
  children,
  ...checkbox
}: Omit<React.ComponentProps<typeof NativeCheckbox>, 'id' | 'children'> & {
  id: string
  label: React.ReactNode
  error?: string
  children?: React.ReactNode
}) {
  const noteId = `${id}-note`
  const errorId = `${id}-error`
  const describedBy = [children ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <NativeCheckbox
          id={id}
          className="mt-0.5"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...checkbox}
        />
        <Label htmlFor={id} weight="normal">
          {label}
          <RequiredMark />
        </Label>
      </div>
      {children && (
        <p id={noteId} className="text-sm text-muted-foreground">
          {children}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
