import { createFileRoute, redirect } from '@tanstack/react-router'

/** "Waiting for you" had its own section here; it is now Today's first part, so old links land there. */
export const Route = createFileRoute('/admin/review')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/today', replace: true })
  },
})
