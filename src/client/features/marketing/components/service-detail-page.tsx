import { Link } from '@tanstack/react-router'
import ArrowRight from 'lucide-react/icons/arrow-right'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import { PageHero } from '@/components/content/page-hero'
import { StaticPart } from '@/components/layout/static-part'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import type { ServicePage } from '@/ssr/marketing-content/types'
import { CtaBand } from './cta-band'
import { FeatureCard } from './feature-card'
import { SectionHeading } from './section-heading'
import { StatGrid } from './stat-grid'

/** The shared layout of the seven service pages (SPEC.md section 2, service detail pages). */
export function ServiceDetailPage({ page }: { page: ServicePage }) {
  return (
    <StaticPart as="main">
      <PageHero hero={page.hero}>
        <Link className={buttonVariants({ size: 'lg', variant: 'accent' })} to="/contact">
          {page.hero.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </PageHero>

      <section className="py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading title={page.servicesHeading} />
          <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.services.map((service) => (
              <FeatureCard key={service.title} feature={service} icon={service.icon} />
            ))}
          </div>
        </div>
      </section>

      <section className="bg-slate-50 py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-primary">{page.differentiatorsHeading}</h2>
            <ul className="mt-8 space-y-6">
              {page.differentiators.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
                  <div>
                    <h3 className="font-semibold text-primary">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted-foreground">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <StatGrid stats={page.stats} />
        </div>
      </section>

      <section className="py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading title={page.grid.heading} intro={page.grid.intro} />
          <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.grid.items.map((item) => (
              <div key={item.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-primary">{item.title}</h3>
                  {item.badge && <Badge variant="secondary">{item.badge}</Badge>}
                </div>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <CtaBand heading={page.closing.heading} text={page.closing.text} cta={page.closing.cta} />
    </StaticPart>
  )
}
