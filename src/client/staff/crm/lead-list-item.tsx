import { LEAD_MESSAGE_CLAMP_LINES } from '@shared/constants'
import { crmMessages } from '@shared/messages'
import type { CrmLead } from '@shared/types'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { Badge } from '@/ui/badge'
import Building2 from '~icons/lucide/building-complex'
import Calendar from '~icons/lucide/calendar'
import Mail from '~icons/lucide/mail'
import Phone from '~icons/lucide/phone'
import { formatLeadDate, leadName } from './format-lead'
import { leadSourceColour, leadStatusColour } from './lead-badges'

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
        <Badge variant="plain" className={leadStatusColour(lead.Lead_Status)} data-testid="lead-status">
          {lead.Lead_Status ?? crmMessages.noStatus}
        </Badge>
        <Badge variant="plain" className={leadSourceColour(lead.Lead_Source)} data-testid="lead-source">
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
          <LeadDetail icon={Mail} label="Email">
            <a className="underline-offset-2 hover:underline" href={`mailto:${lead.Email}`}>
              {lead.Email}
            </a>
          </LeadDetail>
        )}
        {lead.Phone && (
          <LeadDetail icon={Phone} label="Phone">
            {lead.Phone}
          </LeadDetail>
        )}
        {lead.Company && (
          <LeadDetail icon={Building2} label="Company">
            {lead.Company}
          </LeadDetail>
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

/** One labelled detail: the icon names it for screen readers. */
function LeadDetail({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  label: string
  children: ReactNode
}) {
  return (
    <div className="flex items-center gap-1">
      <dt>
        <Icon className="size-4" aria-label={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
