import { createFileRoute } from '@tanstack/react-router'
import { PerformancePanel } from '@/staff/performance/performance-panel'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/performance')({
  errorComponent: SectionFailed,
  component: PerformancePanel,
})
