import { createFileRoute } from '@tanstack/react-router'
import { SectionFailed } from '@/staff/shell/section-failed'
import { TodayPage } from '@/staff/today/today-page'

/** Today: what waits for the signed-in person, the week's schedule, what is new, content problems. */
export const Route = createFileRoute('/admin/today')({
  errorComponent: SectionFailed,
  component: TodayPage,
})
