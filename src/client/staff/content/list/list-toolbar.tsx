import { STAFF_LIST_SORTS, STAFF_LIST_STATUSES } from '@shared/staff-list-choices'
import { staffListText as text } from '@shared/staff-list-text'
import type { Hashtag } from '@shared/types'
import { useId } from 'react'
import { ListSearchBox } from '@/staff/shared/list-search-box'
import { useListSearch } from '@/staff/shared/use-list-search'
import { Button } from '@/ui/button'
import { NativeSelect } from '@/ui/native-select'

/**
 * A staff list's search, filters (status, hashtag, author), order and view. Every choice is in
 * the address (use-list-search.ts).
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
      <ListSearchBox placeholder={`Search ${typeLabel.toLowerCase()}`} />
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
