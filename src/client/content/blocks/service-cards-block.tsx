import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { buttonVariants } from '@/ui/button'
import ArrowRight from '~icons/lucide/arrow-right'
import { BlockLink } from './block-link'
import { sectionClass } from './section-background'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'

/**
 * Runs code: each card navigates after docs/product.md section 9's delay, so it is never in a static
 * part.
 */
export function ServiceCardsBlock({ block }: { block: PageBlockOf<'service-cards'> }) {
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={block.heading} intro={block.intro} />
        <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {block.cards.map((card) => (
            <ServiceCard key={card.title} card={{ ...card, slug: card.service }} />
          ))}
        </div>
        {block.link && (
          <div className="mt-12 text-center">
            <BlockLink className={buttonVariants({ size: 'lg', variant: 'outline' })} href={block.link.href}>
              {block.link.label}
              <ArrowRight aria-hidden="true" />
            </BlockLink>
          </div>
        )}
      </div>
    </section>
  )
}
