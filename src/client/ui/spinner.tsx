import { cn } from '@/lib/utils'
import Loader2Icon from '~icons/lucide/loader-circle'

/** A loading spinner announced to screen readers by `label`, shown too when `showLabel`. */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string
  showLabel?: boolean
  className?: string
}) {
  return (
    <div role="status" className={cn('flex flex-col items-center gap-4 py-16', className)}>
      <Loader2Icon className="size-10 animate-spin text-primary" aria-hidden="true" />
      <span className={showLabel ? 'text-muted-foreground' : 'sr-only'}>{label}</span>
    </div>
  )
}

/** A whole page that is still loading (a route's pendingComponent on a slow navigation). */
export function PageLoading({ label, showLabel }: { label: string; showLabel?: boolean }) {
  return (
    <main className="mx-auto max-w-4xl px-6 py-24 text-center">
      <Spinner label={label} showLabel={showLabel} />
    </main>
  )
}
