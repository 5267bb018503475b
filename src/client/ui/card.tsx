import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

const cardVariants = cva('rounded-xl border shadow-sm', {
  variants: {
    variant: {
      default: 'bg-card text-card-foreground',
      primary: 'bg-primary text-primary-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Card({
  className,
  variant,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
}

// lg and xl keep the line height that comes with their font size.
const cardTitleVariants = cva('font-semibold', {
  variants: {
    size: {
      default: 'text-lg leading-tight',
      lg: 'text-lg',
      xl: 'text-xl',
    },
  },
  defaultVariants: { size: 'default' },
})

export function CardTitle({
  className,
  size,
  ...props
}: React.ComponentProps<'h3'> & VariantProps<typeof cardTitleVariants>) {
  return <h3 data-slot="card-title" className={cn(cardTitleVariants({ size }), className)} {...props} />
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  )
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-6 pt-0', className)} {...props} />
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center p-6 pt-0', className)} {...props} />
}
