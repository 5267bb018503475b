import type { CurrentUser } from '@shared/types'
import { AccountPanel } from '@/features/account/components/account-panel'
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings'

/** Every signed-in staff member's own account: password, sessions, second factor. */
export function AccountSectionPanel({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-10">
      <AccountPanel email={user.email} />
      <TwoFactorSettings />
    </div>
  )
}
