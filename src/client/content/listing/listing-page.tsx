import type { Hashtag } from '@shared/types'
import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '@/ui/spinner'
import type { ListingCards } from './listing-cards'
import { ListingFilters, type ListingFilterTexts, type ListingPath } from './listing-filters'
import { LISTING_CARDS_ANCHOR, ListingPager, type ListingPagerTexts } from './listing-pager'
import { isFiltered, type ListingSearch, listingFilter } from './listing-search'

export interface ListingTexts extends ListingFilterTexts, ListingPagerTexts {
  heroTitle: string
  heroBlurb: string
  heading: string
  loading: string
  empty: string
}

/**
 * A listing page for the filter and page in its address (`?q=`, `?hashtag=`, `?page=`): hero with
 * the search box and hashtag toggles, then the page's cards and links to the pages beside it, then
 * what the page adds (`children`).
 */
export function ListingPage<Item extends { id: number }>({
  path,
  texts,
  search,
  hashtags,
  cards,
  card,
  children,
}: {
  path: ListingPath
  texts: ListingTexts
  search: ListingSearch
  hashtags: UseQueryResult<Hashtag[]>
  /** The cards of every page the address shows (`?from=` to `?page=`). */
  cards: ListingCards<Item>
  /** `first`: the first card, which a phone may show without scrolling. */
  card: (item: Item, first: boolean) => React.ReactNode
  children?: React.ReactNode
}) {
  const filter = listingFilter(search)
  const firstNewCard = useFirstNewCard(filter, cards.data?.items.length ?? 0)
  return (
    <main>
      <section className="bg-muted/50 px-6 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{texts.heroTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{texts.heroBlurb}</p>
        <div className="mt-8">
          <ListingFilters path={path} texts={texts} search={search} hashtags={hashtags.data ?? []} />
        </div>
      </section>
      <section aria-labelledby={LISTING_CARDS_ANCHOR} className="mx-auto max-w-6xl px-6 py-16">
        <h2 id={LISTING_CARDS_ANCHOR} className="mb-8 text-3xl font-bold">
          {texts.heading}
        </h2>
        {/* Cards wait for the filter buttons too, so the buttons never push shown cards down. */}
        {cards.isPending || hashtags.isPending ? (
          <Spinner label={texts.loading} />
        ) : cards.data?.items.length ? (
          <>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {cards.data.items.map((item, index) => (
                <li
                  key={item.id}
                  {...(index === firstNewCard.index ? { ref: firstNewCard.ref, tabIndex: -1 } : {})}
                >
                  {card(item, index === 0)}
                </li>
              ))}
            </ul>
            <ListingPager
              path={path}
              texts={texts}
              search={search}
              hasOlder={cards.data.hasOlder}
              loadingMore={cards.loadingMore}
              filtered={isFiltered(filter)}
            />
          </>
        ) : (
          <p className="py-12 text-center text-muted-foreground">{texts.empty}</p>
        )}
      </section>
      {children}
    </main>
  )
}

/**
 * After 'Load more', the first card it brought: focused once it is there, so a keyboard or screen
 * reader user goes on reading where the new cards start (the browser scrolls it into view).
 */
function useFirstNewCard({ from, page }: { from: number; page: number }, shown: number) {
  const ref = useRef<HTMLLIElement>(null)
  // The address shown and how many cards it has shown; `newAt` is where the cards of a page the
  // run grew by begin (-1 when the address did not grow the run).
  const [run, setRun] = useState({ from, page, shown, newAt: -1 })
  if (run.from !== from || run.page !== page) {
    setRun({ from, page, shown, newAt: run.from === from && page > run.page ? run.shown : -1 })
  } else if (run.shown !== shown) {
    setRun({ ...run, shown })
  }
  const index = run.newAt >= 0 && shown > run.newAt ? run.newAt : -1
  useEffect(() => {
    if (index >= 0) ref.current?.focus()
  }, [index])
  return { ref, index }
}
