import { createFileRoute } from '@tanstack/react-router'
import { AccountSectionPanel } from '@/staff/account/account-section'
import { SectionFailed } from '@/staff/shell/section-failed'
import { useStaffUser } from '@/staff/shell/staff-user'

export const Route = createFileRoute('/admin/account')({
  errorComponent: SectionFailed,
  component: () => <AccountSectionPanel user={useStaffUser().user} />,
})
