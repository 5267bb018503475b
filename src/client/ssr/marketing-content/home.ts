import Brain from 'lucide-react/icons/brain'
import BarChart3 from 'lucide-react/icons/chart-column'
import Cloud from 'lucide-react/icons/cloud'
import Handshake from 'lucide-react/icons/handshake'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Rocket from 'lucide-react/icons/rocket'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Target from 'lucide-react/icons/target'
import Workflow from 'lucide-react/icons/workflow'
import type { CardIcon, Feature, Hero, ServiceCard, Stat } from './types'

export const homeHero: Hero = {
  eyebrow: 'Technology & business consulting · Deerfield, IL',
  heading: 'Crafting Solutions, Transforming Futures',
  blurb:
    'Crestline Consulting helps startups, mid-market companies and enterprises turn data, AI and modern engineering into measurable business results, with senior consultants who stay until the work is running in production.',
}

export const heroStats: Stat[] = [
  { value: '150+', label: 'Projects Delivered' },
  { value: '50+', label: 'Enterprise Clients' },
  { value: '98%', label: 'On-Time Delivery' },
  { value: '$50M+', label: 'Client Value Created' },
]

export const homeButtons = {
  exploreServices: 'Explore Services',
  viewAllServices: 'View All Services',
  scheduleConsultation: 'Schedule Consultation',
} as const

export const valueCardsHeading = 'Why Clients Choose Crestline'
export const valueCardsIntro =
  'Every engagement is built on three commitments that shape how we scope, staff and deliver.'

export const valueCards: (Feature & { icon: CardIcon })[] = [
  {
    title: 'Innovation Excellence',
    description:
      'We bring proven patterns from cloud, data and AI programs across industries, and we test every new idea against your constraints before it reaches your roadmap.',
    icon: Lightbulb,
  },
  {
    title: 'Measurable Results',
    description:
      'Each engagement starts with agreed success metrics such as cycle time, cost per transaction or forecast accuracy, and we report against them every sprint.',
    icon: Target,
  },
  {
    title: 'True Partnership',
    description:
      'Senior consultants work alongside your teams, transfer knowledge as they go and leave you with systems your people can run without us.',
    icon: Handshake,
  },
]

export const servicesHeading = 'Our Core Services'
export const servicesIntro =
  'From the first data audit to a production platform, our practices cover the full path from strategy to delivery.'

export const serviceCards: ServiceCard[] = [
  {
    title: 'Data & Analytics',
    description:
      'Turn scattered data into trusted dashboards and forecasts that leaders actually use to decide.',
    features: ['Modern data platforms', 'Self-service BI', 'Predictive analytics'],
    image: '/images/services/data-analytics.svg',
    alt: 'Bar and line charts rising across a navy dashboard',
    slug: 'data-analytics',
    icon: BarChart3,
  },
  {
    title: 'Artificial Intelligence',
    description:
      'Move from AI pilots to dependable production systems with clear guardrails and measurable value.',
    features: ['Machine learning models', 'Generative AI assistants', 'MLOps and governance'],
    image: '/images/services/artificial-intelligence.svg',
    alt: 'A network of connected nodes representing a neural network',
    slug: 'artificial-intelligence',
    icon: Brain,
  },
  {
    title: 'QA Automation',
    description: 'Ship faster with confidence through automated testing built into every stage of delivery.',
    features: ['Test automation frameworks', 'Performance testing', 'Continuous testing in CI'],
    image: '/images/services/qa-automation.svg',
    alt: 'A shield with a check mark over a grid of test results',
    slug: 'qa-automation',
    icon: ShieldCheck,
  },
  {
    title: 'Process Consulting',
    description:
      'Redesign the way work flows through your organization and deliver programs on time and on budget.',
    features: ['Process optimization', 'Program management', 'Change management'],
    image: '/images/services/process-consulting.svg',
    alt: 'Connected process steps flowing from left to right',
    slug: 'process-consulting',
    icon: Workflow,
  },
  {
    title: 'Platform Engineering',
    description:
      'Give your developers a paved road to production with cloud-native platforms and automation.',
    features: ['Cloud-native architecture', 'Infrastructure as code', 'Observability'],
    image: '/images/services/platform-engineering.svg',
    alt: 'Stacked platform layers above a cloud outline',
    slug: 'platform-engineering',
    icon: Cloud,
  },
  {
    title: 'SMB Enablement',
    description:
      'Enterprise-grade CRM, finance and automation sized and priced for growing businesses and startups.',
    features: ['CRM deployment', 'Finance integration', 'Custom workflows'],
    image: '/images/services/smb-enablement.svg',
    alt: 'A rocket lifting off above a small storefront',
    slug: 'smb-enablement',
    icon: Rocket,
  },
]

export const closingCta = {
  heading: 'Ready to start your next chapter?',
  text: 'Tell us where you want to be in twelve months. We will come back within one business day with a first view of how to get there.',
}
