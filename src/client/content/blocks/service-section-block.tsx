import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import ArrowRight from '~icons/lucide/arrow-right'
import Check from '~icons/lucide/check'
import { BlockLink } from './block-link'

/** Its id is the section's anchor: the sitemap links to `/services#<id>` (docs/product.md section 2). */
export function ServiceSectionBlock({ block }: { block: PageBlockOf<'service-section'> }) {
  return (
    <section
      id={block.id}
      aria-labelledby={`${block.id}-heading`}
      className={cn('py-20 sm:py-24', block.background === 'tinted' && 'bg-slate-50')}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{block.tagline}</p>
          <h2 id={`${block.id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-primary">
            {block.heading}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{block.description}</p>
          <BlockLink
            className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
            href={block.link.href}
          >
            {block.link.label}
            <ArrowRight aria-hidden="true" />
          </BlockLink>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
          {block.cards.map((card) => (
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
  )
}
