import type * as React from 'react'
import { useId, useState } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'

/**
 * A button that cannot act now, with the reason why. `disabled` would leave people guessing and
 * take the button out of the tab order, so it is `aria-disabled` instead: it keeps its place, a
 * press does nothing, the reason shows above it on hover and on focus, and screen readers read
 * the reason as its description. The reason stays while the pointer moves onto it, and Escape hides
 * it until the pointer or focus leaves (WCAG 1.4.13).
 */
export function UnavailableButton({
  reason,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'disabled' | 'onClick' | 'type'> & { reason: string }) {
  const id = useId()
  const [dismissed, setDismissed] = useState(false)
  return (
    <span className="group relative inline-flex">
      <Button
        {...props}
        type="button"
        aria-disabled="true"
        aria-describedby={id}
        className={cn('cursor-not-allowed opacity-50', className)}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      />
      <span
        id={id}
        role="tooltip"
        className={cn(
          // The clear bottom border bridges the gap to the button, so the pointer can move onto the reason.
          'invisible absolute bottom-full left-0 z-10 w-max max-w-64 rounded-md border-b-6 border-transparent bg-foreground bg-clip-padding px-2 py-1 text-xs font-medium text-background',
          !dismissed && 'group-focus-within:visible group-hover:visible',
        )}
      >
        {reason}
      </span>
    </span>
  )
}
