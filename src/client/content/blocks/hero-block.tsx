import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { PageHero } from '@/content/page-hero'
import { buttonVariants } from '@/ui/button'
import ArrowRight from '~icons/lucide/arrow-right'
import { BlockLink } from './block-link'

const BUTTON_VARIANT = { primary: 'accent', secondary: 'inverseOutline' } as const

export function HeroBlock({ block }: { block: PageBlockOf<'hero'> }) {
  const { buttons, stats } = block
  return (
    <PageHero
      hero={block}
      aside={
        stats.length > 0 && (
          <dl className="hidden w-80 grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15 lg:grid">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-primary/80 p-6 backdrop-blur">
                <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-3xl font-bold text-sky-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )
      }
    >
      {buttons.length > 0 &&
        buttons.map((button) => (
          <BlockLink
            key={button.label}
            className={buttonVariants({ size: 'lg', variant: BUTTON_VARIANT[button.variant] })}
            href={button.href}
          >
            {button.label}
            {button.variant === 'primary' && <ArrowRight aria-hidden="true" />}
          </BlockLink>
        ))}
    </PageHero>
  )
}
