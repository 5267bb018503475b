import { crmMessages } from '@shared/messages'
import { Skeleton } from '@/ui/skeleton'

export function LeadsLoading() {
  return (
    <div aria-busy="true" data-testid="leads-loading">
      <span className="sr-only" role="status">
        {crmMessages.loading}
      </span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="mt-6 space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </div>
  )
}
