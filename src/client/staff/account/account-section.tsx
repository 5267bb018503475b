import type { CurrentUser } from '@shared/types'
import { TwoFactorSettings } from '@/staff/shared/two-factor/two-factor-settings'
import { AccountPanel } from './account-panel'

/** Every signed-in staff member's own account: password, sessions, second factor. */
export function AccountSectionPanel({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-10">
      <AccountPanel email={user.email} />
      <TwoFactorSettings />
    </div>
  )
}
