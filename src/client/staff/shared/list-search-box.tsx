import { staffListText as text } from '@shared/staff-list-text'
import { useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { Input } from '@/ui/input'
import SearchIcon from '~icons/lucide/search'
import { useListSearch } from './use-list-search'

/** How long the search box waits after the last key before it searches. */
const SEARCH_PAUSE_MS = 300

/**
 * A staff list's search box, labelled 'Search': the address's `q`, which it follows after a pause
 * in typing (replacing the history entry, so Back does not step through each letter), and which
 * it shows again after Back, forward or 'Clear filters'.
 */
export function ListSearchBox({ placeholder }: { placeholder: string }) {
  const id = useId()
  const { search, refine } = useListSearch()
  const [typed, setTyped] = useState(search.q ?? '')
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the typed text searches
  useEffect(() => {
    if (settled.trim() !== (search.q ?? '')) refine({ q: settled.trim() || undefined }, true)
  }, [settled])
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if ((search.q ?? '') !== typed.trim()) setTyped(search.q ?? '')
  }, [search.q])
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {text.search}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 opacity-60"
        />
        <Input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
          maxLength={100}
        />
      </div>
    </div>
  )
}
