import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DEFAULT_SECTION } from './staff-addresses'
import { useStaffUser } from './staff-user'

/**
 * A section for admins only: anyone else is sent to the default section, as the sidebar does not
 * list it for them (the API answers 403 to its calls anyway).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { canEdit } = useStaffUser()
  if (!canEdit) return <Navigate to="/admin/$type" params={{ type: DEFAULT_SECTION }} replace />
  return children
}
