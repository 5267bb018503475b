import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * The browser's own checkbox. Public forms use it: they work before the app runs and without
 * JavaScript, where a scripted checkbox cannot be ticked and sends nothing with the form.
 */
export function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="native-checkbox"
      className={cn(
        'size-4 shrink-0 accent-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
