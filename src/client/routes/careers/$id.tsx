import { contentTypes, notFoundHeading } from '@shared/content/registry'
import { imageAlt } from '@shared/image-alt'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { jobOpeningQueryOptions } from '@/content/content-queries'
import { loadDetail } from '@/content/content-routes'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { careersText } from '@/site/careers/careers-text'
import { jobDescriptionHtml } from '@/site/careers/job-description-html'
import { JobOpeningPage } from '@/site/careers/job-opening-page'
import { jobPostingHead } from '@/site/careers/job-posting-head'
import { PageLoading } from '@/ui/spinner'

// The form (with zod and react-hook-form) hydrates on its own, after the page: its code then runs
// in a task of its own. The server renders it in full, so the served page has it before any script.
const ApplicationForm = lazy(() =>
  import('@/site/careers/application-form').then((module) => ({
    default: module.ApplicationForm,
  })),
)

export const Route = createFileRoute('/careers/$id')({
  loader: (context) =>
    loadDetail(
      context,
      (client, id, preview) => client.fetchQuery(jobOpeningQueryOptions(id, preview)),
      (opening, site) =>
        jobPostingHead(site, {
          path: `/careers/${opening.id}`,
          section: siteSections.careers,
          title: opening.title,
          description: opening.description,
          image: opening.featuredImage,
          imageAlt: imageAlt(opening),
          seo: opening,
          opening,
          descriptionHtml: jobDescriptionHtml(opening),
        }),
    ),
  head: (context) => routeHead(context, notFoundHeading(contentTypes.jobOpening)),
  pendingComponent: () => <PageLoading label={careersText.loadingDetail} />,
  component: JobOpeningRoute,
  notFoundComponent: () => <JobOpeningPage opening={null} />,
})

function JobOpeningRoute() {
  const opening = Route.useLoaderData().item
  return (
    <JobOpeningPage opening={opening}>
      {/* JobOpeningPage shows these children in its `<section id="apply">`, only while the opening takes applications. */}
      <Suspense>
        <ApplicationForm opening={opening} />
      </Suspense>
    </JobOpeningPage>
  )
}
