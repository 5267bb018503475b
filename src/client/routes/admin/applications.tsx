import { createFileRoute } from '@tanstack/react-router'
import { ApplicationList } from '@/staff/applications/application-list'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/applications')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <ApplicationList />
    </AdminOnly>
  ),
})
