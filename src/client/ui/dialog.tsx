import { cva, type VariantProps } from 'class-variance-authority'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { useRef } from 'react'
import { focusMainContent } from '@/lib/main-content'
import { cn } from '@/lib/utils'
import XIcon from '~icons/lucide/x'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger

// A dialog centred on the screen, as wide as the screen less a margin on a phone.
const CENTRED =
  'top-1/2 left-1/2 w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border shadow-lg'

const dialogContentVariants = cva('fixed z-50 bg-background', {
  variants: {
    // The width from the sm breakpoint up; `full` covers the whole screen (the staff editors).
    size: {
      default: `${CENTRED} sm:max-w-lg`,
      xl: `${CENTRED} sm:max-w-xl`,
      '2xl': `${CENTRED} sm:max-w-2xl`,
      '3xl': `${CENTRED} sm:max-w-3xl`,
      full: 'inset-0 h-dvh w-screen',
    },
    // 'none' leaves layout and padding to className (a dialog with its own header and scrolling body).
    layout: {
      default: 'grid gap-4 p-6',
      none: '',
    },
  },
  defaultVariants: { size: 'default', layout: 'default' },
})

export function DialogContent({
  className,
  children,
  size,
  layout,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & { showCloseButton?: boolean }) {
  // Radix returns focus only to a Dialog.Trigger and otherwise drops it to <body>; our dialogs
  // are opened by plain buttons (one per card, or the banner's and the floating button), so the
  // control that had focus when the dialog opened gets it back, or, once it is gone, the start
  // of the main content.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size, layout }), className)}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          onOpenAutoFocus?.(event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          if (opener.current?.isConnected) opener.current.focus()
          else focusMainContent()
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

const dialogHeaderVariants = cva('flex flex-col gap-2', {
  variants: {
    align: {
      default: 'text-center sm:text-left',
      start: 'text-left',
    },
  },
  defaultVariants: { align: 'default' },
})

export function DialogHeader({
  className,
  align,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof dialogHeaderVariants>) {
  return <div className={cn(dialogHeaderVariants({ align }), className)} {...props} />
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  )
}

// 2xl keeps the line height that comes with its font size.
const dialogTitleVariants = cva('font-semibold', {
  variants: {
    size: {
      default: 'text-lg leading-none',
      '2xl': 'text-2xl',
    },
  },
  defaultVariants: { size: 'default' },
})

export function DialogTitle({
  className,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & VariantProps<typeof dialogTitleVariants>) {
  return <DialogPrimitive.Title className={cn(dialogTitleVariants({ size }), className)} {...props} />
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
