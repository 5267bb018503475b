import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { blockIcons } from './block-icons'
import { FeatureCard } from './feature-card'
import { sectionClass } from './section-background'
import { SectionHeading } from './section-heading'

type Block = PageBlockOf<'value-cards'>

const COLUMNS: Record<Block['columns'], string> = {
  three: 'md:grid-cols-3',
  'two-then-three': 'md:grid-cols-2 lg:grid-cols-3',
  'two-early-then-three': 'sm:grid-cols-2 lg:grid-cols-3',
}

function Cards({ block }: { block: Block }) {
  return block.cards.map((card) => (
    <FeatureCard key={card.title} feature={card} icon={card.icon && blockIcons[card.icon]} />
  ))
}

export function ValueCardsBlock({ block }: { block: Block }) {
  if (block.hideHeading) {
    // The heading is read by screen readers only, and names the section by the block's id.
    return (
      <section aria-labelledby={block.id} className={sectionClass(block.background)}>
        <h2 id={block.id} className="sr-only">
          {block.heading}
        </h2>
        <div className={`mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 ${COLUMNS[block.columns]} lg:px-8`}>
          <Cards block={block} />
        </div>
      </section>
    )
  }
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={block.heading} intro={block.intro} />
        <div className={`mt-14 grid gap-6 ${COLUMNS[block.columns]}`}>
          <Cards block={block} />
        </div>
      </div>
    </section>
  )
}
