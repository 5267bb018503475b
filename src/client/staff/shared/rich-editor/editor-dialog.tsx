import { richEditorText } from '@shared/markdown-messages'
import type * as React from 'react'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog'

/**
 * What every dialog's form shares: a refused submit leaves focus on the submit button, where the
 * person is, rather than moving it; each field names its message (aria-describedby) when reached.
 */
export const editorDialogFormOptions = { shouldFocusError: false } as const

/**
 * The frame of the editor's insertion dialogs: a form of its own whose submit stops here (the
 * dialog is portalled, but React bubbles its events to the content form around the editor), and
 * focus back in the editor when it closes.
 */
export function EditorDialog({
  title,
  description,
  submitLabel = richEditorText.save,
  onSubmit,
  onClose,
  extraActions,
  onEscapeKeyDown,
  children,
}: {
  title: string
  description?: string
  submitLabel?: string
  /** The form's `handleSubmit`: checks the fields, and closes the dialog itself when they are right. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>
  onClose: () => void
  extraActions?: React.ReactNode
  /** Escape's default closes the dialog; a field may keep it (a list it shows). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void
  children: React.ReactNode
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="xl"
        className="max-h-[90vh] overflow-y-auto"
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={onEscapeKeyDown}
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.stopPropagation()
            void onSubmit(event)
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
          <DialogFooter>
            {extraActions}
            <Button type="button" variant="outline" onClick={onClose}>
              {richEditorText.cancel}
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
