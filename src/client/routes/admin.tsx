import { createFileRoute } from '@tanstack/react-router'
import { AdminScreen } from '@/features/admin/components/admin-screen'
import { LeadsDashboard } from '@/features/crm/components/leads-dashboard'
import { withQueries } from '@/lib/with-queries'

/** The staff area; its component is code-split, so public pages never download it. */
export const Route = createFileRoute('/admin')({
  component: withQueries(AdminPage),
})

function AdminPage() {
  return <AdminScreen leads={<LeadsDashboard />} />
}
