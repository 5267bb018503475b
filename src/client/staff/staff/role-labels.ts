import type { StaffRole } from '@shared/schemas/staff'

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' }

/** The role's label, or the stored name for a role this screen does not know. */
export const roleLabel = (role: string) => ROLE_LABELS[role as StaffRole] ?? role
