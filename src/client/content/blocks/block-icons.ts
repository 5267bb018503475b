import type { PageIcon } from '@shared/schemas/page-block-fields'
import Brain from 'lucide-react/icons/brain'
import Building2 from 'lucide-react/icons/building-complex'
import BarChart3 from 'lucide-react/icons/chart-column'
import Cloud from 'lucide-react/icons/cloud'
import Code2 from 'lucide-react/icons/code-xml'
import Database from 'lucide-react/icons/database'
import Gauge from 'lucide-react/icons/gauge'
import Handshake from 'lucide-react/icons/handshake'
import Layers from 'lucide-react/icons/layers'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Rocket from 'lucide-react/icons/rocket'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Sparkles from 'lucide-react/icons/sparkles'
import Target from 'lucide-react/icons/target'
import Users from 'lucide-react/icons/users'
import Workflow from 'lucide-react/icons/workflow'
import type { CardIcon } from '@/content/copy-types'

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
