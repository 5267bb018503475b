import { createFileRoute } from '@tanstack/react-router'
import { AdminScreen } from '@/features/admin/components/admin-screen'
import { LeadsDashboard } from '@/features/crm/components/leads-dashboard'
import { routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'
import { adminHead } from '@/ssr/marketing-content/page-heads'

/** The staff area; its component is code-split, so public pages never download it. */
export const Route = createFileRoute('/admin')({
  loader: () => ({ head: adminHead }),
  head: routeHead,
  component: withQueries(AdminPage),
})

function AdminPage() {
  return <AdminScreen leads={<LeadsDashboard />} />
}
