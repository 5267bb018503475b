import { INSIGHTS_SEARCH_DEBOUNCE_MS } from '@shared/constants'
import { insightsText } from '@shared/messages'
import type { Hashtag } from '@shared/types'
import { Link, useNavigate } from '@tanstack/react-router'
import { SearchIcon } from 'lucide-react'
import { type KeyboardEvent, useEffect, useEffectEvent, useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { type InsightsSearch, insightsFilter, toggleHashtag } from '../insights-search'
import { useDebouncedValue } from '../use-debounced-value'

// A toggle is a link to the address with the hashtag switched, so it works before the app runs
// and without JavaScript; as a toggle button it answers Space like one.
function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault()
    event.currentTarget.click()
  }
}

/**
 * The search box and the `#name` toggles (SPEC.md section 4). Both change the page's address:
 * typing after a pause, a toggle at once. The box is a GET form, so without JavaScript Enter
 * submits the same address.
 */
export function InsightsFilters({ search, hashtags }: { search: InsightsSearch; hashtags: Hashtag[] }) {
  const navigate = useNavigate({ from: '/insights' })
  const filter = insightsFilter(search)
  // Every new address keeps the rest of the current one (utm_… and the like).
  const withQ =
    (q: string) =>
    (current: InsightsSearch): InsightsSearch => ({ ...current, q: q || undefined })
  const [text, setText] = useState(filter.q)
  const [addressQ, setAddressQ] = useState(filter.q)
  if (filter.q !== addressQ) {
    // The address changed (back, forward, a link): the box shows what it now says.
    setAddressQ(filter.q)
    if (filter.q !== text.trim()) setText(filter.q)
  }
  const typed = useDebouncedValue(text.trim(), INSIGHTS_SEARCH_DEBOUNCE_MS)

  const onTyped = useEffectEvent((q: string) => {
    if (q !== filter.q) void navigate({ search: withQ(q), replace: true })
  })
  useEffect(() => onTyped(typed), [typed])

  return (
    <div className="flex flex-col gap-4">
      <search className="mx-auto w-full max-w-xl">
        <form
          method="get"
          action="/insights"
          className="relative"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ search: withQ(text.trim()) })
          }}
        >
          <SearchIcon
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="q"
            aria-label={insightsText.searchLabel}
            placeholder={insightsText.searchPlaceholder}
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
        <ul aria-label={insightsText.filtersLabel} className="flex flex-wrap justify-center gap-2">
          {hashtags.map((tag) => {
            const pressed = filter.hashtagIds.includes(tag.id)
            return (
              <li key={tag.id}>
                <Link
                  to="/insights"
                  search={(current: InsightsSearch) => toggleHashtag(current, tag.id)}
                  resetScroll={false}
                  activeOptions={{ exact: true, includeSearch: true }}
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
