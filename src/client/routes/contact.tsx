import { FROM_PAGE_PARAMETER } from '@shared/page-query'
import { createFileRoute } from '@tanstack/react-router'
import { parseContactSearch } from '@/content/contact-search'
import { copyHead, routeHead } from '@/lib/page-head'
import { ContactPage } from '@/site/contact/contact-page'

const head = copyHead({
  title: "Let's Connect",
  description:
    'Contact Crestline Consulting in Deerfield, IL. Tell us about your project and a consultant will reply within one business day.',
})

export const Route = createFileRoute('/contact')({
  validateSearch: parseContactSearch,
  loaderDeps: ({ search }) => ({ about: search[FROM_PAGE_PARAMETER] }),
  loader: async ({ context, deps }) => {
    // Only an article's 'Talk to us' names a page: the item's read loads with it.
    const fromPage = deps.about
      ? await import('@/site/contact/from-page').then(async ({ fromPageOf }) =>
          fromPageOf(await context.queries.load(), deps.about),
        )
      : null
    return { head, fromPage }
  },
  head: routeHead,
  component: ContactRoute,
})

function ContactRoute() {
  return <ContactPage fromPage={Route.useLoaderData().fromPage} />
}
