import { crmMessages, emptyStateMessages } from '@shared/messages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { cn } from '@/lib/utils'
import { Button } from '@/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card'
import Inbox from '~icons/lucide/inbox'
import RefreshCw from '~icons/lucide/refresh-cw'
import { leadTotals } from './lead-badges'
import { LeadListItem } from './lead-list-item'
import { LeadOutboxList } from './lead-outbox-list'
import { LeadsErrorCard } from './leads-error-card'
import { LeadsLoading } from './leads-loading'
import { leadOutboxQueryOptions, leadsQueryOptions } from './leads-queries'
import { LeadsScrollArea } from './leads-scroll-area'

/** The admin 'CRM & Leads' tab: leads from Zoho CRM (docs/product.md sections 2 and 4). */
export function LeadsDashboard() {
  const queryClient = useQueryClient()
  const leads = useQuery(leadsQueryOptions())
  const refresh = () => {
    void leads.refetch()
    void queryClient.invalidateQueries({ queryKey: leadOutboxQueryOptions().queryKey })
  }
  const totals = leads.data ? leadTotals(leads.data.data) : undefined

  return (
    <section aria-labelledby="crm-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="crm-heading" className="text-2xl font-bold">
            {crmMessages.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{crmMessages.description}</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={leads.isFetching}>
          <RefreshCw className={cn(leads.isFetching && 'animate-spin')} aria-hidden />
          {crmMessages.refresh}
        </Button>
      </div>

      {leads.isPending && <LeadsLoading />}
      {leads.isError && (
        <LeadsErrorCard
          error={leads.error}
          onRetry={() => void leads.refetch()}
          retrying={leads.isFetching}
        />
      )}
      {totals && leads.data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {(
              [
                [crmMessages.totalLeads, totals.total],
                [crmMessages.qualified, totals.qualified],
                [crmMessages.fromWebsite, totals.fromWebsite],
              ] as const
            ).map(([label, value]) => (
              // A <dl> may only hold <div> groups of <dt>/<dd>: the card look goes on the group.
              <div key={label} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-3xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <Card>
            <CardHeader>
              <CardTitle id="recent-leads-heading">{crmMessages.recentLeads}</CardTitle>
            </CardHeader>
            <CardContent>
              {leads.data.data.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-12 text-center">
                  <Inbox className="size-10 text-muted-foreground" aria-hidden />
                  <h3 className="text-lg font-semibold">{emptyStateMessages.leadsTitle}</h3>
                  <p className="max-w-md text-sm text-muted-foreground">{crmMessages.emptyExplanation}</p>
                </div>
              ) : (
                <LeadsScrollArea labelledBy="recent-leads-heading">
                  <ul className="space-y-3">
                    {leads.data.data.map((lead) => (
                      <LeadListItem key={lead.id} lead={lead} />
                    ))}
                  </ul>
                </LeadsScrollArea>
              )}
            </CardContent>
          </Card>
        </>
      )}
      <LeadOutboxList />
    </section>
  )
}
