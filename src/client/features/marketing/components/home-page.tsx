import { Link } from '@tanstack/react-router'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { PageHero } from '@/components/content/page-hero'
import { StaticPart } from '@/components/layout/static-part'
import { buttonVariants } from '@/components/ui/button'
import {
  closingCta,
  heroStats,
  homeButtons,
  homeHero,
  serviceCards,
  servicesHeading,
  servicesIntro,
  valueCards,
  valueCardsHeading,
  valueCardsIntro,
} from '@/ssr/marketing-content/home'
import { CtaBand } from './cta-band'
import { FeatureCard } from './feature-card'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'

export function HomePage() {
  return (
    <main>
      {/* The service cards between these parts run code (SPEC.md section 9's delayed navigation). */}
      <StaticPart>
        <PageHero
          hero={homeHero}
          aside={
            <dl className="hidden w-80 grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15 lg:grid">
              {heroStats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse bg-primary/80 p-6 backdrop-blur">
                  <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                  <dd className="text-3xl font-bold text-sky-300">{stat.value}</dd>
                </div>
              ))}
            </dl>
          }
        >
          <Link className={buttonVariants({ size: 'lg', variant: 'accent' })} to="/services">
            {homeButtons.exploreServices}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link className={buttonVariants({ size: 'lg', variant: 'inverseOutline' })} to="/contact">
            {homeButtons.scheduleConsultation}
          </Link>
        </PageHero>

        <section className="bg-slate-50 py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading title={valueCardsHeading} intro={valueCardsIntro} />
            <div className="mt-14 grid gap-6 md:grid-cols-3">
              {valueCards.map((card) => (
                <FeatureCard key={card.title} feature={card} icon={card.icon} />
              ))}
            </div>
          </div>
        </section>
      </StaticPart>

      <section className="py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading title={servicesHeading} intro={servicesIntro} />
          <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {serviceCards.map((card) => (
              <ServiceCard key={card.slug} card={card} />
            ))}
          </div>
          <div className="mt-12 text-center">
            <Link className={buttonVariants({ size: 'lg', variant: 'outline' })} to="/services">
              {homeButtons.viewAllServices}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <StaticPart>
        <CtaBand heading={closingCta.heading} text={closingCta.text} cta={homeButtons.scheduleConsultation} />
      </StaticPart>
    </main>
  )
}
