import { staffListText as text } from '@shared/staff-list-text'
import { Button } from '@/ui/button'
import { useListSearch } from './use-list-search'

/** A staff list with nothing to show for its search and filters, and the way back to everything. */
export function NoMatches() {
  const { filtered, clear } = useListSearch()
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border p-6">
      <p>{text.noMatches}</p>
      {filtered && (
        <Button type="button" variant="outline" onClick={clear}>
          {text.clearFilters}
        </Button>
      )}
    </div>
  )
}
