import { createFileRoute } from '@tanstack/react-router'
import { WaitingList } from '@/staff/review/waiting-list'
import { SectionFailed } from '@/staff/shell/section-failed'

/** "Waiting for you": what the signed-in person is to review, or to rewrite. */
export const Route = createFileRoute('/admin/review')({
  errorComponent: SectionFailed,
  component: WaitingList,
})
