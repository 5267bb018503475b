import { STAFF_LIST_SORTS, STAFF_LIST_STATUSES } from '@shared/staff-list-choices'
import { staffListText as text } from '@shared/staff-list-text'
import type { Hashtag } from '@shared/types'
import SearchIcon from 'lucide-react/icons/search'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useListSearch } from '../use-list-search'

/** How long the search box waits after the last key before it searches. */
const SEARCH_PAUSE_MS = 300

/**
 * A staff list's search, filters (status, hashtag, author), order and view. Every choice is in
 * the address (use-list-search.ts); the search box follows it after a pause in typing.
 */
export function ListToolbar({
  typeLabel,
  byline,
  authors,
  hashtags,
}: {
  /** The type's name, plural: what the search box searches. */
  typeLabel: string
  /** What the author filter is called for this type: Author, Client or Department. */
  byline: string
  authors: string[]
  hashtags: Hashtag[]
}) {
  const id = useId()
  const { search, refine, filtered, clear, setView } = useListSearch()
  const [typed, setTyped] = useState(search.q ?? '')
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the typed text searches
  useEffect(() => {
    if (settled.trim() !== (search.q ?? '')) refine({ q: settled.trim() || undefined }, true)
  }, [settled])
  // Back, forward or 'Clear filters' changed the address: the box shows its search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if ((search.q ?? '') !== typed.trim()) setTyped(search.q ?? '')
  }, [search.q])

  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: Array<[string, string]>,
  ) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={`${id}-${name}`} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  )

  return (
    <search
      aria-label={`Search and filter ${typeLabel}`}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(8rem,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {text.search}
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 opacity-60"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={`Search ${typeLabel.toLowerCase()}`}
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
      {select(
        'status',
        text.status,
        search.status ?? '',
        (value) => refine({ status: (value || undefined) as typeof search.status }),
        [
          ['', text.anyStatus],
          ...STAFF_LIST_STATUSES.map((status): [string, string] => [status, text.statuses[status]]),
        ],
      )}
      {select(
        'hashtag',
        text.hashtag,
        String(search.hashtag?.[0] ?? ''),
        (value) => refine({ hashtag: value ? [Number(value)] : undefined }),
        [['', text.anyHashtag], ...hashtags.map((tag): [string, string] => [String(tag.id), `#${tag.name}`])],
      )}
      {select('author', byline, search.author ?? '', (value) => refine({ author: value || undefined }), [
        ['', text.anyAuthor],
        ...authors.map((name): [string, string] => [name, name]),
      ])}
      {select(
        'sort',
        text.sort,
        search.sort ?? 'edited',
        (value) => refine({ sort: value === 'edited' ? undefined : (value as typeof search.sort) }),
        [...STAFF_LIST_SORTS.map((sort): [string, string] => [sort, text.sorts[sort]])],
      )}
      <div className="flex flex-wrap items-end gap-2">
        {select(
          'view',
          text.view,
          search.view ?? 'table',
          (value) => setView(value === 'cards' ? 'cards' : undefined),
          [
            ['table', text.table],
            ['cards', text.cards],
          ],
        )}
        {filtered && (
          <Button type="button" variant="ghost" onClick={clear}>
            {text.clearFilters}
          </Button>
        )}
      </div>
    </search>
  )
}
