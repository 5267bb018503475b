import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentStaffAddress } from '@/staff/shell/legacy-address'
import { DEFAULT_SECTION } from '@/staff/shell/staff-addresses'

/**
 * `/admin` opens the default section; an address from before each section had its own
 * (`/admin?section=media`) opens where it pointed.
 */
export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ search }) => {
    throw redirect({ href: currentStaffAddress(search, DEFAULT_SECTION), replace: true })
  },
})
