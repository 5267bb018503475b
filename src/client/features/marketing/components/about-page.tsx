import { PageHero } from '@/components/content/page-hero'
import { StaticPart } from '@/components/layout/static-part'
import {
  aboutHero,
  aboutStats,
  apartCards,
  apartHeading,
  apartIntro,
  purposeCards,
  purposeHeading,
} from '@/ssr/marketing-content/about'
import { aboutClosing } from '@/ssr/marketing-content/closing-bands'
import { CtaBand } from './cta-band'
import { FeatureCard } from './feature-card'
import { SectionHeading } from './section-heading'
import { StatGrid } from './stat-grid'

export function AboutPage() {
  return (
    <StaticPart as="main">
      <PageHero hero={aboutHero} />
      <section aria-labelledby="about-purpose" className="py-20 sm:py-24">
        <h2 id="about-purpose" className="sr-only">
          {purposeHeading}
        </h2>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
          {purposeCards.map((card) => (
            <FeatureCard key={card.title} feature={card} icon={card.icon} />
          ))}
        </div>
      </section>
      <section className="bg-slate-50 py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading title={apartHeading} intro={apartIntro} />
          <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {apartCards.map((card) => (
              <FeatureCard key={card.title} feature={card} icon={card.icon} />
            ))}
          </div>
        </div>
      </section>
      <div className="py-20 sm:py-24">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <StatGrid stats={aboutStats} />
        </div>
      </div>
      <CtaBand heading={aboutClosing.heading} text={aboutClosing.text} cta={aboutClosing.cta} />
    </StaticPart>
  )
}
