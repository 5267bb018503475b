import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { StatGrid } from '@/features/marketing/components/stat-grid'
import { sectionClass } from './section-background'

export function StatisticsBlock({ block }: { block: PageBlockOf<'statistics'> }) {
  return (
    <div className={sectionClass(block.background)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <StatGrid stats={block.stats} />
      </div>
    </div>
  )
}
