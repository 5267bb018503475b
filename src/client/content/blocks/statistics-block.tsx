import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { sectionClass } from './section-background'
import { StatGrid } from './stat-grid'

export function StatisticsBlock({ block }: { block: PageBlockOf<'statistics'> }) {
  return (
    <div className={sectionClass(block.background)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <StatGrid stats={block.stats} />
      </div>
    </div>
  )
}
