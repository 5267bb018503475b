import { createFileRoute } from '@tanstack/react-router'
import { HashtagList } from '@/staff/hashtags/hashtag-list'
import { SectionFailed } from '@/staff/shell/section-failed'
import { useStaffUser } from '@/staff/shell/staff-user'

export const Route = createFileRoute('/admin/hashtags')({
  errorComponent: SectionFailed,
  component: () => <HashtagList canEdit={useStaffUser().canEdit} />,
})
