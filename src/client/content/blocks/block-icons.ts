import type { PageIcon } from '@shared/schemas/page-block-fields'
import type { CardIcon } from '@/content/copy-types'
import Brain from '~icons/lucide/brain'
import Building2 from '~icons/lucide/building-complex'
import BarChart3 from '~icons/lucide/chart-column'
import Cloud from '~icons/lucide/cloud'
import Code2 from '~icons/lucide/code-xml'
import Database from '~icons/lucide/database'
import Gauge from '~icons/lucide/gauge'
import Handshake from '~icons/lucide/handshake'
import Layers from '~icons/lucide/layers'
import Lightbulb from '~icons/lucide/lightbulb'
import Rocket from '~icons/lucide/rocket'
import ShieldCheck from '~icons/lucide/shield-check'
import Sparkles from '~icons/lucide/sparkles'
import Target from '~icons/lucide/target'
import Users from '~icons/lucide/users'
import Workflow from '~icons/lucide/workflow'

/** The component drawing each icon a block may name (schemas/page-block-fields.ts). */
export const blockIcons = {
  brain: Brain,
  'building-complex': Building2,
  'chart-column': BarChart3,
  cloud: Cloud,
  'code-xml': Code2,
  database: Database,
  gauge: Gauge,
  handshake: Handshake,
  layers: Layers,
  lightbulb: Lightbulb,
  rocket: Rocket,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  users: Users,
  workflow: Workflow,
} satisfies Record<PageIcon, CardIcon>
