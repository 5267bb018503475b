import { createFileRoute } from '@tanstack/react-router'
import { AccountPanel } from '@/features/account/components/account-panel'
import { AdminScreen } from '@/features/admin/components/admin-screen'
import { AuditLog } from '@/features/audit/components/audit-log'
import { LeadsDashboard } from '@/features/crm/components/leads-dashboard'
import { StaffPanel } from '@/features/staff/components/staff-panel'
import { RequireTwoFactorSwitch } from '@/features/two-factor/components/require-two-factor-switch'
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'

/** The staff area; its component is code-split, so public pages never download it. */
const head: PageHeadData = {
  title: pageTitle('Admin'),
  description: 'Staff content management for Crestline Consulting.',
  noindex: true,
}

export const Route = createFileRoute('/admin')({
  loader: () => ({ head }),
  head: routeHead,
  component: withQueries(AdminPage),
})

function AdminPage() {
  return (
    <AdminScreen
      leads={<LeadsDashboard />}
      audit={<AuditLog />}
      staff={
        <div className="grid gap-10">
          <StaffPanel />
          <RequireTwoFactorSwitch />
        </div>
      }
      account={(user) => (
        <div className="grid gap-10">
          <AccountPanel email={user.email} />
          <TwoFactorSettings />
        </div>
      )}
    />
  )
}
