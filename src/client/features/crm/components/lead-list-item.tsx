import { LEAD_MESSAGE_CLAMP_LINES } from '@shared/constants'
import { crmMessages } from '@shared/messages'
import type { CrmLead } from '@shared/types'
import { Building2, Calendar, Mail, Phone } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { formatLeadDate, leadName } from '../format-lead'
import { leadSourceColour, leadStatusColour } from '../lead-badges'

const clamp = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: LEAD_MESSAGE_CLAMP_LINES,
  overflow: 'hidden',
} as const

export function LeadListItem({ lead }: { lead: CrmLead }) {
  const created = formatLeadDate(lead.Created_Time)
  return (
    <li className="rounded-lg border p-4" data-testid="lead">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{leadName(lead)}</h4>
        <Badge className={leadStatusColour(lead.Lead_Status)} data-testid="lead-status">
          {lead.Lead_Status ?? crmMessages.noStatus}
        </Badge>
        <Badge className={leadSourceColour(lead.Lead_Source)} data-testid="lead-source">
          {lead.Lead_Source ?? crmMessages.noSource}
        </Badge>
        {created && (
          <span className="ml-auto flex items-center gap-1 text-sm text-muted-foreground">
            <Calendar className="size-4" aria-hidden />
            <time dateTime={lead.Created_Time ?? undefined}>{created}</time>
          </span>
        )}
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-muted-foreground sm:grid-cols-3">
        {lead.Email && (
          <div className="flex items-center gap-1">
            <dt>
              <Mail className="size-4" aria-label="Email" />
            </dt>
            <dd>
              <a className="underline-offset-2 hover:underline" href={`mailto:${lead.Email}`}>
                {lead.Email}
              </a>
            </dd>
          </div>
        )}
        {lead.Phone && (
          <div className="flex items-center gap-1">
            <dt>
              <Phone className="size-4" aria-label="Phone" />
            </dt>
            <dd>{lead.Phone}</dd>
          </div>
        )}
        {lead.Company && (
          <div className="flex items-center gap-1">
            <dt>
              <Building2 className="size-4" aria-label="Company" />
            </dt>
            <dd>{lead.Company}</dd>
          </div>
        )}
      </dl>
      {lead.Description && (
        <p className="mt-2 whitespace-pre-line text-sm" style={clamp} data-testid="lead-message">
          {lead.Description}
        </p>
      )}
    </li>
  )
}
