import { cva, type VariantProps } from 'class-variance-authority'
import { Label as LabelPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/lib/utils'

const labelVariants = cva('text-sm peer-disabled:opacity-70', {
  variants: {
    weight: {
      medium: 'font-medium',
      normal: 'font-normal',
    },
    // 'text' keeps the line height that comes with the font size.
    leading: {
      none: 'leading-none',
      text: '',
    },
  },
  defaultVariants: { weight: 'medium', leading: 'none' },
})

export function Label({
  className,
  weight,
  leading,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(labelVariants({ weight, leading }), className)}
      {...props}
    />
  )
}
