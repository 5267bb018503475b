import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { cn } from '@/lib/utils'

/** The page's h1 and the line under it; the block after it starts closer than a block's usual padding. */
export function DocumentTitleBlock({ block }: { block: PageBlockOf<'document-title'> }) {
  return (
    <section
      className={cn(block.background === 'tinted' && 'bg-slate-50', 'pt-16 sm:pt-20 [&+section]:pt-10')}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{block.heading}</h1>
        {block.note && <p className="mt-4 text-sm font-medium text-muted-foreground">{block.note}</p>}
      </div>
    </section>
  )
}
