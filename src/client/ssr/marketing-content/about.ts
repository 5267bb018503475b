import Building2 from 'lucide-react/icons/building-complex'
import Gauge from 'lucide-react/icons/gauge'
import Handshake from 'lucide-react/icons/handshake'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Sparkles from 'lucide-react/icons/sparkles'
import Target from 'lucide-react/icons/target'
import type { CardIcon, Feature, Hero, Stat } from './types'

export const aboutHero: Hero = {
  eyebrow: 'About Us',
  heading: 'Consultants who build, not just advise',
  blurb:
    'Crestline Consulting was founded in Deerfield, Illinois by engineers and operators who had spent years cleaning up after slide-deck strategies. We combine business consulting with hands-on delivery, so the plan and the working system arrive together.',
}

/** Names the cards' section for screen readers; the cards' own titles say it visually. */
export const purposeHeading = 'Mission, Vision and Purpose'

export const purposeCards: (Feature & { icon: CardIcon })[] = [
  {
    title: 'Mission',
    description:
      'To help organizations of every size adopt data, AI and modern engineering practices that pay for themselves, delivered by people who take ownership of the outcome.',
    icon: Target,
  },
  {
    title: 'Vision',
    description:
      'A world where a fifty-person company has the same access to great technology as a Fortune 500 enterprise, and where transformation programs finish what they start.',
    icon: Sparkles,
  },
  {
    title: 'Purpose',
    description:
      'We exist to turn technology investments into durable capabilities: better decisions, faster delivery and teams that are confident running what we built together.',
    icon: Lightbulb,
  },
]

export const apartHeading = 'What Sets Us Apart'
export const apartIntro =
  'Six traits our clients mention most when they explain why they keep working with us.'

export const apartCards: (Feature & { icon: CardIcon })[] = [
  {
    title: 'Precision',
    description:
      'We scope carefully, estimate honestly and document decisions, so there are no surprises at the steering committee.',
    icon: Target,
  },
  {
    title: 'Results-Driven',
    description:
      'Every workstream is tied to a business metric, and we stop or change course when the numbers say so.',
    icon: Gauge,
  },
  {
    title: 'Visionary Thinking',
    description:
      'We look two moves ahead, designing today’s solution so that it supports next year’s products and regulations.',
    icon: Lightbulb,
  },
  {
    title: 'Authentic Partnership',
    description:
      'Plain language, open books and consultants who pick up the phone. We succeed only when your team does.',
    icon: Handshake,
  },
  {
    title: 'Relentless Innovation',
    description:
      'Our practices run internal labs on new tools and models, and bring only what has proven itself into client work.',
    icon: Sparkles,
  },
  {
    title: 'Enterprise + Startup',
    description:
      'Enterprise-grade rigor with startup speed: we have delivered for global manufacturers and for seed-stage founders.',
    icon: Building2,
  },
]

export const aboutStats: Stat[] = [
  { value: '150+', label: 'Projects Delivered' },
  { value: '50+', label: 'Enterprise Clients' },
  { value: '98%', label: 'On-Time Delivery' },
  { value: '95%', label: 'Client Satisfaction' },
]
