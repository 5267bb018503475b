import { RequireTwoFactorSwitch } from './require-two-factor-switch'
import { StaffPanel } from './staff-panel'

/** The admins' Staff section: the people, and whether the site requires two factors. */
export function StaffSectionPanel() {
  return (
    <div className="grid gap-10">
      <StaffPanel />
      <RequireTwoFactorSwitch />
    </div>
  )
}
