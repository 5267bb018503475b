import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'
import { StaffSectionPanel } from '@/staff/staff/staff-section'

export const Route = createFileRoute('/admin/staff')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <StaffSectionPanel />
    </AdminOnly>
  ),
})
