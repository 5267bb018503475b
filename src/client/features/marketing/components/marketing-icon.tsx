import {
  BarChart3,
  Brain,
  Building2,
  Cloud,
  Code2,
  Database,
  Gauge,
  Handshake,
  Layers,
  Lightbulb,
  type LucideIcon,
  Rocket,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Workflow,
} from 'lucide-react'
import type { IconKey } from '@/ssr/marketing-content/types'

const icons: Record<IconKey, LucideIcon> = {
  chart: BarChart3,
  brain: Brain,
  shield: ShieldCheck,
  workflow: Workflow,
  cloud: Cloud,
  rocket: Rocket,
  users: Users,
  target: Target,
  lightbulb: Lightbulb,
  handshake: Handshake,
  database: Database,
  gauge: Gauge,
  code: Code2,
  building: Building2,
  layers: Layers,
  sparkles: Sparkles,
}

/** A decorative icon in a tinted tile; the text next to it carries the meaning. */
export function MarketingIcon({ name }: { name: IconKey }) {
  const Icon = icons[name]
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-accent">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  )
}
