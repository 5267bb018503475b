import type { CurrentUser } from '@shared/types'
import { createContext, use } from 'react'

/**
 * Who is signed in, and whether they are an admin: edit, delete, restore, publish and review
 * anything, and open the admin-only sections (docs/product.md section 6). What an editor may do with
 * their own drafts is staff/content/item-access.ts's.
 */
export interface StaffUser {
  user: CurrentUser
  canEdit: boolean
}

export const StaffUserContext = createContext<StaffUser | null>(null)

/** The signed-in staff member, inside the staff app's sections (the shell provides it once signed in). */
export function useStaffUser(): StaffUser {
  const staff = use(StaffUserContext)
  if (!staff) throw new Error('useStaffUser is used outside the signed-in staff app')
  return staff
}
