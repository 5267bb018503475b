import { formMessages } from '@shared/messages'
import type * as React from 'react'
import { Suspense } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Spinner } from '@/ui/spinner'

/**
 * The add / edit dialog around a form; scrolls when the form is taller than the screen. The form
 * may be lazy: its code is fetched when the dialog first opens.
 */
export function FormDialog({
  title,
  open,
  onClose,
  fullScreen = false,
  children,
}: {
  title: string
  open: boolean
  onClose: () => void
  /** The whole screen: an editor with a writing area and a settings panel beside it. */
  fullScreen?: boolean
  children: React.ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        size={fullScreen ? 'full' : '2xl'}
        // Full screen, no padding at the foot: the editor's sticky save bar sits on the bottom edge, so the
        // room it takes from the view is its own height (content-form.tsx keeps focus clear of it).
        className={fullScreen ? 'content-start overflow-y-auto pb-0' : 'max-h-[90vh] overflow-y-auto'}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{formMessages.requiredFieldsNote}</DialogDescription>
        </DialogHeader>
        {open && <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>}
      </DialogContent>
    </Dialog>
  )
}
