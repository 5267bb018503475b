import { COMPANY_NAME } from '@shared/site-config'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageHero } from '@/content/page-hero'
import { Spinner } from '@/ui/spinner'
import { StaticPart } from '@/ui/static-part'
import { type OpeningCard, openPositionsQueryOptions } from './career-queries'
import type { CareersSearch } from './careers-search'
import { careersText } from './careers-text'
import { alphabetically, applicationsClosed } from './opening-facts'
import { OpeningRow } from './opening-row'
import { choiceKey, choicesOf, PositionFilters } from './position-filters'

const HEADING_ID = 'open-positions'

/** The openings of each department, departments A to Z, each department's openings by title. */
function byDepartment(openings: OpeningCard[]): [string, OpeningCard[]][] {
  const groups = new Map<string, { name: string; openings: OpeningCard[] }>()
  for (const opening of openings) {
    const key = choiceKey(opening.department)
    const group = groups.get(key) ?? { name: opening.department, openings: [] }
    group.openings.push(opening)
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => alphabetically(a.name, b.name))
    .map((group) => [group.name, group.openings.sort((a, b) => alphabetically(a.title, b.title))])
}

const matches = (value: string, wanted: string | undefined) =>
  wanted === undefined || choiceKey(value) === choiceKey(wanted)

/**
 * `/careers` for the filters in its address (`?department=`, `?location=`): the hero, then the
 * positions open when the list was read, grouped by department.
 */
export function CareersPage({ search }: { search: CareersSearch }) {
  const list = useQuery(openPositionsQueryOptions())
  // An opening whose apply-by day is over is no longer listed; its page says it has closed.
  const open = list.data?.openings.filter((opening) => !applicationsClosed(opening.applyBy, list.data.readAt))
  const shown = open?.filter(
    (opening) => matches(opening.department, search.department) && matches(opening.location, search.location),
  )
  return (
    <main>
      <StaticPart>
        <PageHero hero={{ heading: careersText.heroTitle, blurb: careersText.heroBlurb(COMPANY_NAME) }} />
      </StaticPart>
      <section aria-labelledby={HEADING_ID} className="mx-auto max-w-6xl px-6 py-16">
        <h2 id={HEADING_ID} className="mb-8 text-3xl font-bold">
          {careersText.heading}
        </h2>
        {list.isPending ? (
          <Spinner label={careersText.loading} />
        ) : !open || !shown ? (
          <p role="alert" className="py-12 text-center text-destructive">
            {careersText.failed}
          </p>
        ) : open.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-xl font-semibold">{careersText.noneOpen}</p>
            <p className="mt-2 text-muted-foreground">{careersText.noneOpenBlurb}</p>
          </div>
        ) : (
          <>
            {/* Each filter offers what the other one leaves: every link leads to positions. */}
            <PositionFilters
              departments={choicesOf(
                open
                  .filter((opening) => matches(opening.location, search.location))
                  .map((opening) => opening.department),
              )}
              locations={choicesOf(
                open
                  .filter((opening) => matches(opening.department, search.department))
                  .map((opening) => opening.location),
              )}
              search={search}
            />
            {/* What the address and the served list decide, and no code: kept as served. */}
            <StaticPart className="flex flex-col gap-12">
              {shown.length === 0 ? (
                <div className="py-12 text-center">
                  <p className="text-xl font-semibold">{careersText.noneMatch}</p>
                  <Link to="/careers" className="mt-4 inline-block font-medium text-primary underline">
                    {careersText.showAll}
                  </Link>
                </div>
              ) : (
                byDepartment(shown).map(([department, openings]) => (
                  <section key={department}>
                    <h3 className="mb-4 text-2xl font-bold">{department}</h3>
                    <ul className="flex flex-col gap-4">
                      {openings.map((opening) => (
                        <li key={opening.id}>
                          <OpeningRow opening={opening} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </StaticPart>
          </>
        )}
      </section>
    </main>
  )
}
