import { Link } from '@tanstack/react-router'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Check from 'lucide-react/icons/check'
import { PageHero } from '@/components/content/page-hero'
import { StaticPart } from '@/components/layout/static-part'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { servicesClosing } from '@/ssr/marketing-content/closing-bands'
import { overviewSections, servicesHero } from '@/ssr/marketing-content/services-overview'
import { CtaBand } from './cta-band'

export function ServicesOverviewPage() {
  return (
    <StaticPart as="main">
      <PageHero hero={servicesHero} />
      {overviewSections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={cn('py-20 sm:py-24', index % 2 === 1 && 'bg-slate-50')}
        >
          <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
            <div className="lg:col-span-2">
              <p className="text-sm font-semibold tracking-widest text-accent uppercase">{section.tagline}</p>
              <h2
                id={`${section.id}-heading`}
                className="mt-3 text-3xl font-bold tracking-tight text-primary"
              >
                {section.heading}
              </h2>
              <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{section.description}</p>
              <Link
                className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
                to="/services/$slug"
                params={{ slug: section.slug }}
              >
                {section.button}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            <div className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
              {section.cards.map((card) => (
                <div key={card.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                  <h3 className="font-semibold text-primary">{card.title}</h3>
                  <ul className="mt-4 space-y-2 text-sm text-slate-700">
                    {card.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                        {bullet}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
      <CtaBand heading={servicesClosing.heading} text={servicesClosing.text} cta={servicesClosing.cta} />
    </StaticPart>
  )
}
