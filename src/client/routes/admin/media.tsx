import { createFileRoute } from '@tanstack/react-router'
import { MediaLibrary } from '@/staff/media/media-library'
import { parseStaffSearch } from '@/staff/shared/list-search'
import { SectionFailed } from '@/staff/shell/section-failed'
import { useStaffUser } from '@/staff/shell/staff-user'

export const Route = createFileRoute('/admin/media')({
  validateSearch: parseStaffSearch,
  errorComponent: SectionFailed,
  component: () => <MediaLibrary canEdit={useStaffUser().canEdit} />,
})
