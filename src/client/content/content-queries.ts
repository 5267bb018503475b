import { INSIGHTS_FILTER_HASHTAGS, INSIGHTS_MAX_CARDS } from '@shared/constants'
import { contentTypes } from '@shared/content/registry'
import type { CaseStudy } from '@shared/content/types/case-study'
import type { JobOpening } from '@shared/content/types/job-opening'
import type { Pov } from '@shared/content/types/pov'
import type { PublicWhitepaper } from '@shared/content/types/whitepaper'
import type { RelatedItem } from '@shared/types'
import { queryOptions } from '@tanstack/react-query'
import { apiFor, contentAnswer, unwrap, unwrapFound, unwrapPage } from '@/lib/api-client'
import type { ListingFilter } from './listing/listing-search'

// The public pages' reads of any content type; keys start with the type's API path, so a write
// to a type refreshes only its own pages.

/** The types whose listings page through cards: POVs (/insights) and whitepapers, and what a card shows. */
interface ListedCards {
  [contentTypes.pov.segment]: Omit<Pov, 'content'>
  [contentTypes.whitepaper.segment]: Omit<PublicWhitepaper, 'content'>
}
export type ListedSegment = keyof ListedCards

/**
 * The cards of one page of a listing: at most INSIGHTS_MAX_CARDS, filtered on the server, without
 * content, and whether an older page follows (the API's next cursor).
 */
export function listingCardsQueryOptions<Segment extends ListedSegment>(
  type: Segment,
  { q, hashtagIds, page }: ListingFilter,
) {
  const hashtag = [...hashtagIds].sort((a, b) => a - b).map(String)
  return queryOptions({
    queryKey: [type, 'cards', { q, hashtag, page }],
    queryFn: async ({ client }) => {
      const { items, nextCursor } = await unwrapPage(
        contentAnswer<ListedCards[Segment][]>(
          apiFor(client)[type].cards.$get({
            query: {
              limit: String(INSIGHTS_MAX_CARDS),
              ...(q ? { q } : {}),
              ...(hashtag.length ? { hashtag } : {}),
              ...(page > 1 ? { page: String(page) } : {}),
            },
          }),
        ),
      )
      return { items, hasOlder: nextCursor !== null }
    },
  })
}

/** The first INSIGHTS_FILTER_HASHTAGS hashtags, a listing page's filter toggles. */
export function listingHashtagsQueryOptions() {
  return queryOptions({
    queryKey: ['hashtags', 'listing-filters'],
    queryFn: ({ client }) =>
      unwrap(apiFor(client).hashtags.$get({ query: { limit: String(INSIGHTS_FILTER_HASHTAGS) } })),
  })
}

type Api = ReturnType<typeof apiFor>
type DetailRead = { param: { id: string }; query: { preview?: string } }

/**
 * One published item (or, for signed-in staff, a draft; for the holder of a share-preview
 * link's `preview` token, the item it names); null when there is none to show.
 */
function detailQueryOptions<Item>(
  type: string,
  id: number,
  preview: string | undefined,
  read: (api: Api, request: DetailRead) => Promise<Item>,
) {
  return queryOptions({
    queryKey: [type, 'detail', id, ...(preview === undefined ? [] : [{ preview }])],
    queryFn: ({ client }) =>
      read(apiFor(client), { param: { id: String(id) }, query: preview === undefined ? {} : { preview } }),
  })
}

const { pov, caseStudy, whitepaper, jobOpening } = contentTypes

export const povQueryOptions = (id: number, preview?: string) =>
  detailQueryOptions(pov.segment, id, preview, (api, request) =>
    unwrapFound(contentAnswer<Pov>(api[pov.segment][':id'].$get(request))),
  )

export const caseStudyQueryOptions = (id: number, preview?: string) =>
  detailQueryOptions(caseStudy.segment, id, preview, (api, request) =>
    unwrapFound(contentAnswer<CaseStudy>(api[caseStudy.segment][':id'].$get(request))),
  )

export const whitepaperQueryOptions = (id: number, preview?: string) =>
  detailQueryOptions(whitepaper.segment, id, preview, (api, request) =>
    unwrapFound(contentAnswer<PublicWhitepaper>(api[whitepaper.segment][':id'].$get(request))),
  )

/**
 * A job opening with the moment it was read: whether it still takes applications is judged then
 * (on the server for a served page), so the served page and the app adopting it agree.
 */
export const jobOpeningQueryOptions = (id: number, preview?: string) =>
  detailQueryOptions(jobOpening.segment, id, preview, async (api, request) => {
    const opening = await unwrapFound(contentAnswer<JobOpening>(api[jobOpening.segment][':id'].$get(request)))
    return opening && { ...opening, readAt: new Date().toISOString() }
  })

/** The types whose pages end with related reading. */
export type RelatedSegment = RelatedItem['type']

/**
 * What the page of item `id` suggests reading next (with the page's share-preview token, if any).
 * Its key starts with 'related': it may show items of every type.
 */
export const relatedQueryOptions = (type: RelatedSegment, id: number, preview?: string) =>
  queryOptions({
    queryKey: ['related', type, id, ...(preview === undefined ? [] : [{ preview }])],
    // An item the reader may not see (404) has nothing to suggest: an answer, not a failed read.
    queryFn: async ({ client }) =>
      (await unwrapFound(
        apiFor(client)[type][':id'].related.$get({
          param: { id: String(id) },
          query: preview === undefined ? {} : { preview },
        }),
      )) ?? [],
  })
