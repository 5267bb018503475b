import type { CurrentUser } from '@shared/types'

/** The signed-in staff member of the admin screen's tests, in `role`. */
export const staff = (role: string): CurrentUser => ({
  id: 1,
  email: 'dana@example.test',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role,
})
