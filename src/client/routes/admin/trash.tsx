import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'
import { TrashSection } from '@/staff/trash/trash-section'

export const Route = createFileRoute('/admin/trash')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <TrashSection />
    </AdminOnly>
  ),
})
