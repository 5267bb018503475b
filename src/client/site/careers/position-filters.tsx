import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { buttonVariants } from '@/ui/button'
import { type CareersSearch, withFilter } from './careers-search'
import { careersText } from './careers-text'
import { alphabetically } from './opening-facts'

/** The choices of one filter: every value among the open positions, once (letter case aside), A to Z. */
export function choicesOf(values: string[]): string[] {
  const byKey = new Map<string, string>()
  for (const value of values) if (!byKey.has(choiceKey(value))) byKey.set(choiceKey(value), value)
  return [...byKey.values()].sort(alphabetically)
}

/** How a department or location is compared with the address's: trimmed, letter case aside. */
export const choiceKey = (value: string) => value.trim().toLowerCase()

function FilterGroup({
  name,
  label,
  allLabel,
  choices,
  search,
}: {
  name: 'department' | 'location'
  label: string
  allLabel: string
  choices: string[]
  search: CareersSearch
}) {
  const labelId = useId()
  const selected = search[name]
  const options = [
    { value: undefined, text: allLabel },
    ...choices.map((choice) => ({ value: choice, text: choice })),
  ]
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <p id={labelId} className="w-28 shrink-0 text-sm font-semibold">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current =
            option.value === undefined
              ? selected === undefined
              : selected !== undefined && choiceKey(selected) === choiceKey(option.value)
          return (
            <li key={option.text}>
              {/* A link to the address with this choice, so filtering works before the app runs
                  and without JavaScript. Each combination is one more address of the same
                  openings: crawlers are asked not to follow it. */}
              <Link
                to="/careers"
                search={(previous: CareersSearch) => withFilter(previous, name, option.value)}
                resetScroll={false}
                rel="nofollow"
                // The link to this very address: the router marks it as the current page itself
                // (only when the address is the same, and a filter matches any letter case).
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={current ? 'page' : undefined}
                className={buttonVariants({
                  size: 'sm',
                  shape: 'pill',
                  variant: current ? 'default' : 'outline',
                })}
              >
                {option.text}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The department and location filters, as links to the addresses they make (`?department=`, `?location=`). */
export function PositionFilters({
  departments,
  locations,
  search,
}: {
  departments: string[]
  locations: string[]
  search: CareersSearch
}) {
  return (
    <search aria-label={careersText.filtersLabel} className="mb-10 flex flex-col gap-4">
      <FilterGroup
        name="department"
        label={careersText.department}
        allLabel={careersText.allDepartments}
        choices={departments}
        search={search}
      />
      <FilterGroup
        name="location"
        label={careersText.location}
        allLabel={careersText.allLocations}
        choices={locations}
        search={search}
      />
    </search>
  )
}
