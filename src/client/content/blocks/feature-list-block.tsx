import type { PageBlockOf } from '@shared/schemas/page-blocks'
import CheckCircle2 from '~icons/lucide/circle-check'
import { sectionClass } from './section-background'
import { StatGrid } from './stat-grid'

export function FeatureListBlock({ block }: { block: PageBlockOf<'feature-list'> }) {
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-primary">{block.heading}</h2>
          <ul className="mt-8 space-y-6">
            {block.items.map((item) => (
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
        {block.stats.length > 0 && <StatGrid stats={block.stats} />}
      </div>
    </section>
  )
}
