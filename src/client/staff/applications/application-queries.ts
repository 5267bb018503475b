import { applicationReviewText } from '@shared/application-review-messages'
import type { ApplicationReviewRequest, StaffApplication } from '@shared/schemas/application-review'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

// Staff review of job applications, admins only: /api/applications.

const applicationsKey = ['admin', 'applications'] as const
/** Every list of applications, whichever opening it shows: what a review changes. */
export const applicationListsKey = [...applicationsKey, 'list'] as const

/** GET /api/applications: newest first, every opening's or one's. */
export function applicationsQueryOptions(openingId?: number) {
  return queryOptions({
    queryKey: [...applicationListsKey, openingId ?? 'all'],
    queryFn: () =>
      unwrap(
        api.applications.$get({ query: openingId === undefined ? {} : { openingId: String(openingId) } }),
      ),
    meta: { errorMessage: applicationReviewText.fetchFailed },
  })
}

/** GET /api/applications/openings: every opening with its number of applications. */
export function applicationOpeningsQueryOptions() {
  return queryOptions({
    queryKey: [...applicationsKey, 'openings'],
    queryFn: () => unwrap(api.applications.openings.$get()),
    meta: { errorMessage: applicationReviewText.openingsFetchFailed },
  })
}

/** PATCH /api/applications/:id: a status and/or staff notes, from the version shown. */
export function reviewApplication({ id, ...review }: ApplicationReviewRequest & { id: number }) {
  return unwrap(api.applications[':id'].$patch({ param: { id: String(id) }, json: review }))
}

/** Puts the application as saved into every list that shows it, so the next save names its new version. */
export function showSavedApplication(queryClient: QueryClient, saved: StaffApplication) {
  queryClient.setQueriesData<StaffApplication[]>({ queryKey: applicationListsKey }, (list) =>
    list?.map((application) => (application.id === saved.id ? saved : application)),
  )
}

/**
 * POST /api/applications/:id/cv-link, then the link followed: the CV arrives as a download (the
 * Worker answers it as an attachment), which no pop-up blocker stops after the request's wait.
 */
export async function openCv(id: number): Promise<void> {
  const { url } = await unwrap(api.applications[':id']['cv-link'].$post({ param: { id: String(id) } }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = ''
  anchor.rel = 'noopener'
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
}
