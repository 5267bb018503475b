import { createFileRoute, redirect } from '@tanstack/react-router'
import { HashtagEditor } from '@/staff/hashtags/hashtag-editor'
import { parseEditTarget } from '@/staff/shared/edit-target'
import { SectionFailed } from '@/staff/shell/section-failed'

/** A hashtag's editor, `/admin/hashtags/<id>` or `/admin/hashtags/new`, over the list. */
export const Route = createFileRoute('/admin/hashtags/$id')({
  // An address that names no hashtag opens the list.
  beforeLoad: ({ params }) => {
    if (parseEditTarget(params.id) === null) throw redirect({ to: '/admin/hashtags', replace: true })
  },
  errorComponent: SectionFailed,
  component: HashtagEditorRoute,
})

function HashtagEditorRoute() {
  const { id } = Route.useParams()
  const target = parseEditTarget(id)
  return target === null ? null : <HashtagEditor key={id} target={target} />
}
