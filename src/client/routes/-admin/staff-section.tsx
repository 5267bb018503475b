import { StaffPanel } from '@/features/staff/components/staff-panel'
import { RequireTwoFactorSwitch } from '@/features/two-factor/components/require-two-factor-switch'

/** The admins' Staff section: the people, and whether the site requires two factors. */
export function StaffSectionPanel() {
  return (
    <div className="grid gap-10">
      <StaffPanel />
      <RequireTwoFactorSwitch />
    </div>
  )
}
