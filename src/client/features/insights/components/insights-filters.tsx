import { insightsText } from '@shared/messages'
import type { Hashtag } from '@shared/types'
import { SearchIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

interface InsightsFiltersProps {
  search: string
  onSearchChange: (value: string) => void
  hashtags: Hashtag[]
  selected: ReadonlySet<number>
  onToggle: (id: number) => void
}

/** The search box and the `#name` toggles; the page owns the state (SPEC.md section 4). */
export function InsightsFilters({
  search,
  onSearchChange,
  hashtags,
  selected,
  onToggle,
}: InsightsFiltersProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="relative mx-auto w-full max-w-xl">
        <SearchIcon
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={insightsText.searchLabel}
          placeholder={insightsText.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      {hashtags.length > 0 && (
        <ul aria-label={insightsText.filtersLabel} className="flex flex-wrap justify-center gap-2">
          {hashtags.map((tag) => {
            const pressed = selected.has(tag.id)
            return (
              <li key={tag.id}>
                <Button
                  type="button"
                  size="sm"
                  variant={pressed ? 'default' : 'outline'}
                  aria-pressed={pressed}
                  onClick={() => onToggle(tag.id)}
                >
                  #{tag.name}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
