import { STAFF_LIST_SORTS, STAFF_LIST_STATUSES } from '@shared/staff-list-choices'
import { staffListText as text } from '@shared/staff-list-text'
import type { Hashtag } from '@shared/types'
import { useId, useState } from 'react'
import { cn } from '@/lib/utils'
import { ListSearchBox } from '@/staff/shared/list-search-box'
import { useListSearch } from '@/staff/shared/use-list-search'
import { Button } from '@/ui/button'
import { NativeCheckbox } from '@/ui/native-checkbox'
import { NativeSelect } from '@/ui/native-select'
import { type Density, type ListDisplay, OPTIONAL_COLUMNS, type OptionalColumn } from './list-display'

/**
 * A staff list's search, filters (status, hashtag, author), order and view, each in the address
 * (use-list-search.ts); and for the table, the person's columns and density (list-display.ts).
 */
export function ListToolbar({
  typeLabel,
  byline,
  authors,
  hashtags,
  display,
  onDisplay,
}: {
  /** The type's name, plural: what the search box searches. */
  typeLabel: string
  /** What the author filter is called for this type: Author, Client or Department. */
  byline: string
  authors: string[]
  hashtags: Hashtag[]
  display: ListDisplay
  onDisplay: (next: ListDisplay) => void
}) {
  const id = useId()
  const { search, refine, filtered, clear, setView } = useListSearch()
  // On a phone the filters, order and view sit behind a button, so that the list starts on the
  // first screen; from a width where they fit beside the search they are always shown.
  const [choicesOpen, setChoicesOpen] = useState(false)
  const setFilters = [search.status, search.hashtag?.length, search.author].filter(Boolean).length

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
    // Laid out by its own width (the section's, beside the sidebar or not): one row where the
    // search, filters, order and the view's choices fit, else the view's choices on a row below.
    <div className="@container">
      <search
        aria-label={`Search and filter ${typeLabel}`}
        className="grid gap-3 rounded-lg border p-3 @xl:grid-cols-2 @4xl:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(8rem,1fr))] @4xl:items-end @[71rem]:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(8rem,1fr))_auto]"
      >
        <ListSearchBox placeholder={`Search ${typeLabel.toLowerCase()}`} />
        <Button
          type="button"
          variant="outline"
          className="w-fit @xl:hidden"
          aria-expanded={choicesOpen}
          aria-controls={`${id}-choices`}
          onClick={() => setChoicesOpen(!choicesOpen)}
        >
          {text.filters(setFilters)}
        </Button>
        <div id={`${id}-choices`} className={cn(choicesOpen ? 'grid gap-3' : 'hidden', '@xl:contents')}>
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
            [
              ['', text.anyHashtag],
              ...hashtags.map((tag): [string, string] => [String(tag.id), `#${tag.name}`]),
            ],
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
          <div className="flex flex-wrap items-end gap-2 @xl:col-span-full @[71rem]:col-span-1">
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
            {search.view !== 'cards' && (
              <>
                {select(
                  'density',
                  text.density,
                  display.density,
                  (value) => onDisplay({ ...display, density: value as Density }),
                  [
                    ['compact', text.densities.compact],
                    ['comfortable', text.densities.comfortable],
                  ],
                )}
                <ColumnChoice byline={byline} display={display} onDisplay={onDisplay} />
              </>
            )}
            {filtered && (
              <Button type="button" variant="ghost" onClick={clear}>
                {text.clearFilters}
              </Button>
            )}
          </div>
        </div>
      </search>
    </div>
  )
}

/**
 * 'Columns': which optional columns the table shows, ticked in a popover under the button (the
 * browser's own: a click elsewhere or Escape closes it, and the focus returns to the button).
 */
function ColumnChoice({
  byline,
  display,
  onDisplay,
}: {
  byline: string
  display: ListDisplay
  onDisplay: (next: ListDisplay) => void
}) {
  const id = useId()
  const names: Record<OptionalColumn, string> = {
    status: text.columns.status,
    author: byline,
    hashtags: text.columns.hashtags,
    edited: text.columns.edited,
  }
  const toggle = (column: OptionalColumn) =>
    onDisplay({
      ...display,
      hidden: display.hidden.includes(column)
        ? display.hidden.filter((hidden) => hidden !== column)
        : [...display.hidden, column],
    })
  return (
    <>
      <Button type="button" variant="outline" popoverTarget={id} className="[anchor-name:--list-columns]">
        {text.shownColumns}
      </Button>
      <fieldset
        id={id}
        popover="auto"
        aria-label={text.shownColumns}
        className="m-0 hidden gap-2 rounded-md border bg-popover p-3 text-popover-foreground text-sm shadow-md [position-anchor:--list-columns] [position-area:bottom_span-left] [position-try-fallbacks:flip-block] open:grid"
      >
        {OPTIONAL_COLUMNS.map((column) => (
          <label key={column} htmlFor={`${id}${column}`} className="flex items-center gap-2">
            <NativeCheckbox
              id={`${id}${column}`}
              checked={!display.hidden.includes(column)}
              onChange={() => toggle(column)}
            />
            {names[column]}
          </label>
        ))}
      </fieldset>
    </>
  )
}
