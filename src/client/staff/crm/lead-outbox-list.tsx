import { deliveryProblemAdvice } from '@shared/delivery-problem-text'
import { crmMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/ui/badge'
import { leadOutboxQueryOptions } from './leads-queries'

/** Leads our outbox still holds: pending retries and, after the last attempt, failures. */
export function LeadOutboxList() {
  const { data } = useQuery(leadOutboxQueryOptions())
  if (!data || data.data.length === 0) return null
  return (
    <section className="mt-6 rounded-lg border p-4" aria-labelledby="lead-outbox-heading">
      <h3 id="lead-outbox-heading" className="font-semibold">
        {crmMessages.pendingHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{crmMessages.pendingDescription}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {data.data.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2" data-testid="outbox-row">
            <span>{row.email}</span>
            <Badge variant={row.status === 'failed' ? 'destructive' : 'secondary'}>{row.status}</Badge>
            <span className="text-muted-foreground">
              {row.attempts} ×{row.problem ? ` ${deliveryProblemAdvice[row.problem]}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
