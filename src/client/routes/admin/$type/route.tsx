import { createFileRoute, redirect } from '@tanstack/react-router'
import { ContentList } from '@/staff/content/list/content-list'
import { staffContentType } from '@/staff/content/staff-content-types'
import { parseStaffSearch } from '@/staff/shared/list-search'
import { SectionFailed } from '@/staff/shell/section-failed'
import { DEFAULT_SECTION, isContentSection } from '@/staff/shell/staff-addresses'

/** A content type's section, `/admin/<segment>`, for every type in the registry. */
export const Route = createFileRoute('/admin/$type')({
  // An address that names no section opens the default one.
  beforeLoad: ({ params }) => {
    if (!isContentSection(params.type))
      throw redirect({ to: '/admin/$type', params: { type: DEFAULT_SECTION }, replace: true })
  },
  validateSearch: parseStaffSearch,
  errorComponent: SectionFailed,
  component: ContentSection,
})

function ContentSection() {
  const { type } = Route.useParams()
  if (!isContentSection(type)) return null
  return <ContentList key={type} type={staffContentType(type)} />
}
