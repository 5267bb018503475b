import { createFileRoute } from '@tanstack/react-router'
import { AuditLog } from '@/staff/audit/audit-log'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/audit')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <AuditLog />
    </AdminOnly>
  ),
})
