import { createFileRoute } from '@tanstack/react-router'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'
import { AcceptInvitePage } from '@/staff/staff/accept-invite-page'

/**
 * /admin/invite/{token}: an invitation link. A path of its own beside /admin (the `_`
 * keeps it out of the admin screen's layout), public but never indexed; the token is read by
 * the browser, never in a loader, so the server render neither checks nor spends it.
 */
const head: PageHeadData = {
  title: pageTitle('Accept invitation'),
  description: 'Create your Crestline Consulting staff account.',
  noindex: true,
}

export const Route = createFileRoute('/admin_/invite/$token')({
  loader: () => ({ head }),
  head: routeHead,
  component: withQueries(InviteRoute),
})

function InviteRoute() {
  return <AcceptInvitePage token={Route.useParams().token} />
}
