import { INSIGHTS_SEARCH_DEBOUNCE_MS } from '@shared/constants'
import type { Hashtag } from '@shared/types'
import { Link, useNavigate } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useEffectEvent, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { buttonVariants } from '@/ui/button'
import { Input } from '@/ui/input'
import SearchIcon from '~icons/lucide/search'
import { inListingOrder, type ListingSearch, listingFilter, toggleHashtag } from './listing-search'

/** The pages with a searchable, filterable list of cards. */
export type ListingPath = '/insights' | '/whitepapers'

export interface ListingFilterTexts {
  searchLabel: string
  searchPlaceholder: string
  filtersLabel: string
}

// A toggle is a link to the address with the hashtag switched, so it works before the app runs
// and without JavaScript; as a toggle button it answers Space like one. Crawlers are asked not to
// follow it: each combination is one more address of items the plain list's pages already reach.
function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault()
    event.currentTarget.click()
  }
}

/**
 * The search box and the `#name` toggles (docs/product.md section 4). Both change the page's address:
 * typing after a pause, a toggle at once. The box is a GET form, so without JavaScript Enter
 * submits the same address.
 */
export function ListingFilters({
  path,
  texts,
  search,
  hashtags,
}: {
  path: ListingPath
  texts: ListingFilterTexts
  search: ListingSearch
  hashtags: Hashtag[]
}) {
  const navigate = useNavigate()
  const filter = listingFilter(search)
  // Every new address keeps the rest of the current one (utm_… and the like); another search
  // starts again at the first page.
  const withQ =
    (q: string) =>
    (current: ListingSearch): ListingSearch =>
      inListingOrder({ ...current, q: q || undefined, page: undefined, from: undefined })
  const [text, setText] = useState(filter.q)
  const [addressQ, setAddressQ] = useState(filter.q)
  if (filter.q !== addressQ) {
    // The address changed (back, forward, a link): the box shows what it now says.
    setAddressQ(filter.q)
    if (filter.q !== text.trim()) setText(filter.q)
  }
  const typed = useDebouncedValue(text.trim(), INSIGHTS_SEARCH_DEBOUNCE_MS)

  const onTyped = useEffectEvent((q: string) => {
    if (q !== filter.q) void navigate({ to: path, search: withQ(q), replace: true })
  })
  useEffect(() => onTyped(typed), [typed])

  return (
    <div className="flex flex-col gap-4">
      <search className="mx-auto w-full max-w-xl">
        <form
          method="get"
          action={path}
          className="relative"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ to: path, search: withQ(text.trim()) })
          }}
        >
          <SearchIcon
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="q"
            aria-label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
          {filter.hashtagIds.map((id) => (
            <input key={id} type="hidden" name="hashtag" value={id} />
          ))}
        </form>
      </search>
      {hashtags.length > 0 && (
        <ul aria-label={texts.filtersLabel} className="flex flex-wrap justify-center gap-2">
          {hashtags.map((tag) => {
            const pressed = filter.hashtagIds.includes(tag.id)
            return (
              <li key={tag.id}>
                <Link
                  to={path}
                  search={(current: ListingSearch) => toggleHashtag(current, tag.id)}
                  resetScroll={false}
                  activeOptions={{ exact: true, includeSearch: true }}
                  rel="nofollow"
                  role="button"
                  aria-pressed={pressed}
                  onKeyDown={pressOnSpace}
                  className={buttonVariants({ size: 'sm', variant: pressed ? 'default' : 'outline' })}
                >
                  {`#${tag.name}`}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
