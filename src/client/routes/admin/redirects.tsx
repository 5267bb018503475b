import { createFileRoute } from '@tanstack/react-router'
import { RedirectsSection } from '@/staff/redirects/redirects-section'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/redirects')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <RedirectsSection />
    </AdminOnly>
  ),
})
