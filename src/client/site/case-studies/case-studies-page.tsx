import type { CaseStudy } from '@shared/content/types/case-study'
import { caseStudyText, emptyStateMessages } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonVariants } from '@/ui/button'
import { PageLoading } from '@/ui/spinner'
import { CaseStudyCard } from './case-study-card'
import { CaseStudyDialog } from './case-study-dialog'
import { publicCaseStudiesQueryOptions } from './case-study-queries'

export function CaseStudiesPage() {
  const studies = useQuery(publicCaseStudiesQueryOptions())
  const [selected, setSelected] = useState<CaseStudy | null>(null)

  if (studies.isPending) return <PageLoading label={emptyStateMessages.caseStudiesLoading} showLabel />

  return (
    <main>
      <section className="bg-muted/50 px-6 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{caseStudyText.heroTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{caseStudyText.heroBlurb}</p>
      </section>
      <section aria-labelledby="track-record" className="mx-auto max-w-6xl px-6 py-16 text-center">
        <h2 id="track-record" className="mb-8 text-3xl font-bold">
          {caseStudyText.provenTrackRecord}
        </h2>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {caseStudyText.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="success-stories" className="mx-auto max-w-6xl px-6 pb-16">
        <h2 id="success-stories" className="mb-8 text-3xl font-bold">
          {caseStudyText.successStories}
        </h2>
        {studies.isError ? (
          <p role="alert" className="py-12 text-center text-destructive">
            {studies.error.message}
          </p>
        ) : studies.data.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">{emptyStateMessages.caseStudies}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {studies.data.map((study, index) => (
              <li key={study.id}>
                <CaseStudyCard study={study} onOpen={() => setSelected(study)} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap justify-center gap-4 bg-muted/50 px-6 py-16">
        <Link className={buttonVariants({ size: 'lg' })} to="/contact">
          {caseStudyText.startProject}
        </Link>
        <Link className={buttonVariants({ size: 'lg', variant: 'outline' })} to="/services">
          {caseStudyText.exploreServices}
        </Link>
      </div>
      <CaseStudyDialog study={selected} onClose={() => setSelected(null)} />
    </main>
  )
}
