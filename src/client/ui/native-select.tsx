import type * as React from 'react'
import { cn } from '@/lib/utils'
import ChevronDown from '~icons/lucide/chevron-down'

/**
 * The browser's own select, styled like Input. Public forms use it: it is keyboard and screen
 * reader friendly everywhere, opens the phone's picker on mobile, and costs no JavaScript,
 * where a custom listbox brings a popper, focus trap and scroll lock into the page.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 has-[option[value=""]:checked]:text-muted-foreground md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  )
}
