import type * as React from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog'
import { Button } from '@/ui/button'

interface Confirmation {
  /** The action's button, in the dialog (and on the page for a ConfirmButton). */
  label: React.ReactNode
  title: string
  description: string
  onConfirm: () => void
}

/**
 * An action that runs only after a confirmation naming what it touches (a Radix alert dialog:
 * focus kept inside, Escape cancels, focus returns to the button).
 */
export function ConfirmButton({
  accessibleLabel,
  disabled,
  hint,
  ...confirmation
}: Confirmation & {
  accessibleLabel: string
  /** The action's name as a tooltip, for where the button shows only its icon (a compact list). */
  hint?: string
  disabled?: boolean
}) {
  return (
    <ConfirmDialog
      {...confirmation}
      trigger={
        <AlertDialogTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={accessibleLabel}
            disabled={disabled}
            title={hint}
          >
            {confirmation.label}
          </Button>
        </AlertDialogTrigger>
      }
    />
  )
}

/**
 * The confirmation alone, for an action chosen elsewhere (a row's menu): open while `open`, and on
 * closing the focus goes to `returnFocus`, as Radix gives it back only to a trigger of its own.
 */
export function ConfirmDialog({
  label,
  title,
  description,
  onConfirm,
  trigger,
  returnFocus,
  ...root
}: Confirmation & {
  trigger?: React.ReactNode
  returnFocus?: () => void
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  return (
    <AlertDialog {...root}>
      {trigger}
      <AlertDialogContent
        onCloseAutoFocus={
          returnFocus &&
          ((event) => {
            event.preventDefault()
            returnFocus()
          })
        }
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{label}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
