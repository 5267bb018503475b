import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { Badge } from '@/ui/badge'
import { sectionClass } from './section-background'
import { SectionHeading } from './section-heading'

export function TileGridBlock({ block }: { block: PageBlockOf<'tile-grid'> }) {
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={block.heading} intro={block.intro} />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.tiles.map((tile) => (
            <div key={tile.title} className="rounded-2xl border bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold text-primary">{tile.title}</h3>
                {tile.badge && <Badge variant="secondary">{tile.badge}</Badge>}
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{tile.description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
