import { createFileRoute, redirect } from '@tanstack/react-router'
import { ContentEditor } from '@/staff/content/editor/content-editor'
import { parseEditTarget } from '@/staff/shared/edit-target'
import { SectionFailed } from '@/staff/shell/section-failed'
import { isContentSection } from '@/staff/shell/staff-addresses'

/** A content item's editor, `/admin/<segment>/<id>` or `/admin/<segment>/new`, over its list. */
export const Route = createFileRoute('/admin/$type/$id')({
  // An address that names no item opens the list.
  beforeLoad: ({ params }) => {
    if (parseEditTarget(params.id) === null)
      throw redirect({ to: '/admin/$type', params: { type: params.type }, replace: true })
  },
  errorComponent: SectionFailed,
  component: ContentEditorRoute,
})

function ContentEditorRoute() {
  const { type, id } = Route.useParams()
  const target = parseEditTarget(id)
  if (!isContentSection(type) || target === null) return null
  return <ContentEditor key={`${type}/${id}`} segment={type} target={target} />
}
