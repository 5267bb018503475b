import { Link } from '@tanstack/react-router'
import { useLocalDates } from '@/lib/local-date'
import ArrowRightIcon from '~icons/lucide/arrow-right'
import type { OpeningCard } from './career-queries'
import { careersText } from './careers-text'
import { employmentTypeLabel, workplaceLabel } from './opening-facts'

/**
 * One open position in the list: its title, summary, where, how and until when. The title is the
 * link to its page, and the whole card answers a click on it.
 */
export function OpeningRow({ opening }: { opening: OpeningCard }) {
  const dates = useLocalDates()
  return (
    <article className="relative flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h4 className="text-xl font-semibold">
          <Link
            to="/careers/$id"
            params={{ id: String(opening.id) }}
            className="after:absolute after:inset-0 hover:text-primary hover:underline"
            data-testid="opening-link"
          >
            {opening.title}
          </Link>
        </h4>
        <p className="mt-1 line-clamp-2 text-muted-foreground">{opening.description}</p>
        <p className="mt-2 text-sm">
          {[opening.location, workplaceLabel(opening), employmentTypeLabel(opening)].join(' · ')}
        </p>
      </div>
      <p className="flex shrink-0 items-center gap-2 text-sm font-medium sm:text-right">
        <span>
          {careersText.applyBy} <time dateTime={opening.applyBy}>{dates.format(opening.applyBy)}</time>
        </span>
        <ArrowRightIcon className="size-4 text-primary" aria-hidden="true" />
      </p>
    </article>
  )
}
