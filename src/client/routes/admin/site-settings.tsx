import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/staff/shell/admin-only'
import { SectionFailed } from '@/staff/shell/section-failed'
import { SiteSettingsSection } from '@/staff/site-settings/site-settings-section'

export const Route = createFileRoute('/admin/site-settings')({
  errorComponent: SectionFailed,
  component: () => (
    <AdminOnly>
      <SiteSettingsSection />
    </AdminOnly>
  ),
})
