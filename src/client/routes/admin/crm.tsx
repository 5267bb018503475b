import { createFileRoute } from '@tanstack/react-router'
import { LeadsDashboard } from '@/staff/crm/leads-dashboard'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/crm')({
  errorComponent: SectionFailed,
  component: LeadsDashboard,
})
