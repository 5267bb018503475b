import { contentTypes, notFoundHeading } from '@shared/content/registry'
import type { JobOpening } from '@shared/content/types/job-opening'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { HashtagBadges } from '@/content/hashtag-badges'
import { PreviewBar } from '@/content/preview-bar'
import { ArticleText } from '@/content/text/article-text'
import { linesOf } from '@/content/text/text-lines'
import { useEmbedPlayers } from '@/content/text/use-embed-players'
import { useLocalDates } from '@/lib/local-date'
import { buttonVariants } from '@/ui/button'
import { Card, CardContent, CardHeader } from '@/ui/card'
import { StaticPart } from '@/ui/static-part'
import BriefcaseIcon from '~icons/lucide/briefcase'
import BuildingIcon from '~icons/lucide/building-2'
import MapPinIcon from '~icons/lucide/map-pin'
import { BackToCareers } from './back-to-careers'
import { careersText, closedOnText } from './careers-text'
import { LineList } from './line-list'
import {
  type AsRead,
  applicationsClosed,
  employmentTypeLabel,
  salaryText,
  workplaceLabel,
} from './opening-facts'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The salary, when one is given. A component of its own, inside the static part: building the number
 * format costs a phone tens of milliseconds, which the served page need not spend again.
 */
function SalaryFact({ opening }: { opening: JobOpening }) {
  const salary = salaryText(opening)
  return salary && <Fact label={careersText.salary}>{salary}</Fact>
}

/**
 * `/careers/{id}`: the opening's facts, its description, responsibilities and requirements, and
 * where to apply (`children`, the application form) while it takes applications; or its
 * not-found page.
 */
export function JobOpeningPage({
  opening,
  children,
}: {
  opening: AsRead<JobOpening> | null
  children?: ReactNode
}) {
  const dates = useLocalDates()
  const applyId = useId()
  useEmbedPlayers()
  if (!opening) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-32 text-center">
        <h1 className="mb-8 text-3xl font-bold">{notFoundHeading(contentTypes.jobOpening)}</h1>
        <BackToCareers />
      </main>
    )
  }

  // Judged when the opening was read, not now: the served page and the app adopting it agree.
  const closed = applicationsClosed(opening.applyBy, opening.readAt)
  const applyBy = <time dateTime={opening.applyBy}>{dates.format(opening.applyBy)}</time>
  const sections = [
    { heading: careersText.responsibilities, text: opening.responsibilities },
    { heading: careersText.requirements, text: opening.requirements },
  ].filter((section) => linesOf(section.text).length > 0)
  return (
    <main>
      <PreviewBar item={opening} />
      <section className="bg-muted/50 px-6 py-16">
        <div className="mx-auto max-w-6xl">
          <StaticPart>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{opening.department}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight">{opening.title}</h1>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{opening.description}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li className="flex items-center gap-2">
                <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
                {opening.location}
              </li>
              <li className="flex items-center gap-2">
                <BuildingIcon className="size-4 text-primary" aria-hidden="true" />
                {workplaceLabel(opening)}
              </li>
              <li className="flex items-center gap-2">
                <BriefcaseIcon className="size-4 text-primary" aria-hidden="true" />
                {employmentTypeLabel(opening)}
              </li>
            </ul>
          </StaticPart>
          {/* Outside the static part: whether it shows depends on the time the opening was read. */}
          {!closed && (
            <div className="mt-8">
              <a href="#apply" className={buttonVariants({ size: 'lg' })}>
                {careersText.applyNow}
              </a>
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <StaticPart className="flex flex-col gap-10">
            <section>
              <h2 className="mb-3 text-2xl font-bold">{careersText.aboutTheRole}</h2>
              <ArticleText
                text={opening.content}
                look="section"
                images={opening.contentImages}
                whitepapers={opening.contentWhitepapers}
              />
            </section>
            {sections.map((section) => (
              <section key={section.heading}>
                <h2 className="mb-3 text-2xl font-bold">{section.heading}</h2>
                <LineList text={section.text} />
              </section>
            ))}
          </StaticPart>
          {/* Where visitors apply. The application form (site/careers/application-form.tsx,
              `ApplicationForm` with `{ opening }`) is mounted here by the route, as `children`, only
              while the opening takes applications. */}
          <section id="apply" aria-labelledby={applyId} className="rounded-xl border bg-card p-6">
            {closed ? (
              <>
                <h2 id={applyId} className="mb-3 text-2xl font-bold">
                  {careersText.closedHeading}
                </h2>
                <p>{closedOnText(dates.format(opening.applyBy))}</p>
                <Link to="/careers" className="mt-4 inline-block font-medium text-primary underline">
                  {careersText.seeOpenPositions}
                </Link>
              </>
            ) : (
              <>
                <h2 id={applyId} className="mb-3 text-2xl font-bold">
                  {careersText.applyHeading}
                </h2>
                <p>
                  {careersText.applyBy} {applyBy}.
                </p>
                {children}
              </>
            )}
          </section>
        </div>
        <aside>
          <StaticPart className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">{careersText.positionDetails}</h2>
              </CardHeader>
              <CardContent>
                <dl className="flex flex-col gap-3">
                  <Fact label={careersText.department}>{opening.department}</Fact>
                  <Fact label={careersText.location}>{opening.location}</Fact>
                  <Fact label={careersText.workplace}>{workplaceLabel(opening)}</Fact>
                  <Fact label={careersText.employmentType}>{employmentTypeLabel(opening)}</Fact>
                  <SalaryFact opening={opening} />
                  <Fact label={careersText.applyBy}>{applyBy}</Fact>
                </dl>
              </CardContent>
            </Card>
            {opening.hashtags.length > 0 && (
              <Card>
                <CardHeader>
                  <h2 className="text-lg font-semibold leading-tight">{careersText.relatedTopics}</h2>
                </CardHeader>
                <CardContent>
                  <HashtagBadges hashtags={opening.hashtags} />
                </CardContent>
              </Card>
            )}
          </StaticPart>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl px-6 pb-16">
        <BackToCareers />
      </div>
    </main>
  )
}
