import { pageNumberText, pageRangeText } from '@shared/messages'
import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/ui/button'
import ArrowLeftIcon from '~icons/lucide/arrow-left'
import ArrowRightIcon from '~icons/lucide/arrow-right'
import LoaderIcon from '~icons/lucide/loader-circle'
import type { ListingPath } from './listing-filters'
import { type ListingSearch, listingFilter, loadMore, toPage } from './listing-search'

// Left to itself the router counts a link to the first page as the current one on any later page
// (its search is a subset of theirs) and marks it aria-current.
const notTheCurrentPage = { exact: true, includeSearch: true }

/**
 * The cards' heading, where a paging link lands: a visitor who asked for older items sees them, not
 * the hero and filters again (with or without JavaScript, the browser or the app scrolls to it).
 */
export const LISTING_CARDS_ANCHOR = 'latest'

export interface ListingPagerTexts {
  pagesLabel: string
  newer: string
  older: string
  loadMore: string
}

/**
 * 'Load more' and links to the newer and the older page of the same list, its filter kept. Plain
 * links, so every item is reachable by a crawler and without JavaScript, not only through the
 * hashtag toggles. 'Load more' is one too: its address shows the pages so far and the next
 * (`?from=1&page=2`), so without JavaScript the browser opens that, and the app instead adds the
 * next page's cards below, replacing the address (Back leaves the list, a reload or a shared link
 * shows the same cards).
 */
export function ListingPager({
  path,
  texts,
  search,
  hasOlder,
  loadingMore,
  filtered,
}: {
  path: ListingPath
  texts: ListingPagerTexts
  search: ListingSearch
  hasOlder: boolean
  loadingMore: boolean
  /** A filtered list is not indexed (content-routes.ts): its pages are not worth a crawl either. */
  filtered: boolean
}) {
  const { from, page } = listingFilter(search)
  const more = loadMore(search)
  if (page === 1 && !hasOlder) return null
  const rel = (direction: 'prev' | 'next') => (filtered ? `${direction} nofollow` : direction)
  return (
    <div className="mt-12 flex flex-col items-center gap-6">
      {hasOlder && more && (
        <Link
          to={path}
          search={more}
          replace
          resetScroll={false}
          // Each gathered address repeats pages a crawler reaches one by one through the links below.
          rel="nofollow"
          activeOptions={notTheCurrentPage}
          aria-disabled={loadingMore || undefined}
          onClick={(event) => {
            if (loadingMore) event.preventDefault()
          }}
          className={buttonVariants({ size: 'lg' })}
        >
          {loadingMore && <LoaderIcon className="animate-spin" aria-hidden="true" />}
          {texts.loadMore}
        </Link>
      )}
      <nav aria-label={texts.pagesLabel} className="flex flex-wrap items-center justify-center gap-4">
        {from > 1 && (
          <Link
            to={path}
            search={(current: ListingSearch) => toPage(current, from - 1)}
            hash={LISTING_CARDS_ANCHOR}
            rel={rel('prev')}
            activeOptions={notTheCurrentPage}
            className={buttonVariants({ variant: 'outline' })}
          >
            <ArrowLeftIcon aria-hidden="true" />
            {texts.newer}
          </Link>
        )}
        <p className="text-sm text-muted-foreground">
          {from < page ? pageRangeText(from, page) : pageNumberText(page)}
        </p>
        {hasOlder && (
          <Link
            to={path}
            search={(current: ListingSearch) => toPage(current, page + 1)}
            hash={LISTING_CARDS_ANCHOR}
            rel={rel('next')}
            activeOptions={notTheCurrentPage}
            className={buttonVariants({ variant: 'outline' })}
          >
            {texts.older}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        )}
      </nav>
    </div>
  )
}
