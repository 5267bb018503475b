import type * as React from 'react'
import { cn } from '@/lib/utils'

type SwitchProps = Omit<React.ComponentProps<'button'>, 'onChange' | 'type' | 'role'> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/**
 * An on/off setting: a button with the switch role, as the ARIA switch pattern has it (Space and
 * Enter toggle it as they press any button). Our own rather than Radix's, which adds a hidden form
 * input none of our switches needs, in 1.5 KB of the staff app's first load.
 */
export function Switch({ className, checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-accent data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onCheckedChange(!checked)
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-background shadow-lg transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  )
}
