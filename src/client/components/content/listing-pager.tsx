import { pageNumberText } from '@shared/messages'
import { Link } from '@tanstack/react-router'
import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { buttonVariants } from '@/components/ui/button'
import { type ListingSearch, toPage } from '@/lib/listing-search'
import type { ListingPath } from './listing-filters'

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
}

/**
 * Links to the newer and the older page of the same list, its filter kept. Plain links, so every
 * item is reachable by a crawler and without JavaScript, not only through the hashtag toggles.
 */
export function ListingPager({
  path,
  texts,
  page,
  hasOlder,
  filtered,
}: {
  path: ListingPath
  texts: ListingPagerTexts
  page: number
  hasOlder: boolean
  /** A filtered list is not indexed (content-routes.ts): its pages are not worth a crawl either. */
  filtered: boolean
}) {
  if (page === 1 && !hasOlder) return null
  const rel = (direction: 'prev' | 'next') => (filtered ? `${direction} nofollow` : direction)
  return (
    <nav aria-label={texts.pagesLabel} className="mt-12 flex flex-wrap items-center justify-center gap-4">
      {page > 1 && (
        <Link
          to={path}
          search={(current: ListingSearch) => toPage(current, page - 1)}
          hash={LISTING_CARDS_ANCHOR}
          rel={rel('prev')}
          activeOptions={notTheCurrentPage}
          className={buttonVariants({ variant: 'outline' })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          {texts.newer}
        </Link>
      )}
      <p className="text-sm text-muted-foreground">{pageNumberText(page)}</p>
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
  )
}
