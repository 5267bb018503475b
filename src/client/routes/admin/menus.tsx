import { createFileRoute } from '@tanstack/react-router'
import { MenusSection } from '@/staff/menus/menus-section'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/menus')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <MenusSection />
    </AdminOnly>
  ),
})
