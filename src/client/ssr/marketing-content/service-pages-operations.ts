import Code2 from 'lucide-react/icons/code-xml'
import Database from 'lucide-react/icons/database'
import Layers from 'lucide-react/icons/layers'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Rocket from 'lucide-react/icons/rocket'
import Users from 'lucide-react/icons/users'
import Workflow from 'lucide-react/icons/workflow'
import type { ServicePage } from './types'

// Process consulting and SMB enablement: five services, five differentiators, five industries,
// four statistics and the button labels SPEC.md section 2 names.

export const processConsultingPage: ServicePage = {
  slug: 'process-consulting',
  title: 'Program & Process Consulting',
  description:
    'Process optimization, program management, digital transformation and change management that keep complex initiatives on time and on budget.',
  hero: {
    eyebrow: 'Process & Program Consulting',
    heading: 'Program & Process Consulting',
    tagline: 'Operations that scale with your ambition',
    blurb:
      'We map how work really moves through your organization, remove the delays and handoffs that cost you money, and run the programs that make the change stick.',
    cta: 'Transform Your Operations',
  },
  servicesHeading: 'Our Consulting Services',
  services: [
    {
      title: 'Process Optimization',
      description:
        'Value-stream mapping and lean redesign that remove waste and expose automation opportunities.',
      icon: Workflow,
    },
    {
      title: 'Program & Project Management',
      description: 'Experienced program managers and PMO setup for multi-team, multi-vendor initiatives.',
      icon: Layers,
    },
    {
      title: 'Digital Transformation',
      description: 'Target operating models and technology roadmaps with benefits tracked from day one.',
      icon: Rocket,
    },
    {
      title: 'Change Management',
      description: 'Stakeholder engagement, communication and training plans that drive real adoption.',
      icon: Users,
    },
    {
      title: 'Agile Coaching',
      description: 'Practical coaching for teams and leaders moving to agile or hybrid delivery.',
      icon: Lightbulb,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline for Consulting',
  differentiators: [
    {
      title: 'Operators, not theorists',
      description: 'Our consultants have run operations and delivery teams themselves.',
    },
    {
      title: 'Data-backed diagnostics',
      description: 'We measure cycle times and costs before recommending any change.',
    },
    {
      title: 'Delivery discipline',
      description: 'Clear plans, weekly status and early warnings: 98% of our programs land on time.',
    },
    {
      title: 'Technology fluency',
      description: 'We understand the systems behind the process and can change both.',
    },
    {
      title: 'Lasting adoption',
      description: 'Change management is part of every engagement, not an optional extra.',
    },
  ],
  stats: [
    { value: '98%', label: 'On-time delivery' },
    { value: '25%', label: 'Average cycle-time reduction' },
    { value: '$50M+', label: 'Client value created' },
    { value: '95%', label: 'Client satisfaction' },
  ],
  grid: {
    heading: 'Industries We Serve',
    intro: 'Process and program experience across regulated and fast-moving sectors.',
    items: [
      { title: 'Healthcare', description: 'Revenue-cycle, scheduling and clinical operations improvement.' },
      { title: 'Financial Services', description: 'Onboarding, lending and regulatory change programs.' },
      { title: 'Manufacturing', description: 'Order-to-delivery, S&OP and plant digitalization.' },
      { title: 'Retail', description: 'Omnichannel fulfilment and store operations.' },
      { title: 'Professional Services', description: 'Resource planning, billing and delivery management.' },
    ],
  },
  closing: {
    heading: 'Is a critical program drifting?',
    text: 'Our program health check takes two weeks and gives you an independent view of scope, schedule, risk and the fastest way back on track.',
    cta: 'Book a Program Health Check',
  },
}

export const smbEnablementPage: ServicePage = {
  slug: 'smb-enablement',
  title: 'SMB & Startup Enablement',
  description:
    'CRM deployment, finance integration, automation and custom solutions that give growing companies enterprise-grade systems on a small-business budget.',
  hero: {
    eyebrow: 'SMB & Startup Enablement',
    heading: 'SMB & Startup Enablement',
    tagline: 'Enterprise capability, small-business budget',
    blurb:
      'Growing companies outgrow spreadsheets and disconnected apps long before they can afford an IT department. We implement the CRM, finance and automation foundations you need, at a fixed price and in weeks.',
    cta: 'Accelerate Your Growth',
  },
  servicesHeading: 'Our SMB Services',
  services: [
    {
      title: 'CRM Suite Deployment',
      description:
        'Sales pipelines, lead capture and customer service configured around how your team sells.',
      icon: Users,
    },
    {
      title: 'CRM & Finance Integration',
      description: 'Quotes, invoices and payments connected to your accounting system with no double entry.',
      icon: Database,
    },
    {
      title: 'Workflow Automation',
      description:
        'Approvals, onboarding and reporting automated with low-code tools your team can maintain.',
      icon: Workflow,
    },
    {
      title: 'Custom Solutions',
      description:
        'Customer portals, integrations and lightweight apps built for the gaps off-the-shelf tools leave.',
      icon: Code2,
    },
    {
      title: 'Fractional CTO Advisory',
      description: 'Senior technology guidance for founders: architecture, vendor choices and hiring plans.',
      icon: Lightbulb,
    },
  ],
  differentiatorsHeading: 'Why Growing Companies Choose Us',
  differentiators: [
    {
      title: 'Fixed-price packages',
      description: 'Clear scope and cost up front, so there are no open-ended invoices.',
    },
    {
      title: 'Weeks, not quarters',
      description: 'Most CRM and finance rollouts go live in four to eight weeks.',
    },
    {
      title: 'Built to grow',
      description: 'Configurations that scale from five users to five hundred without a rebuild.',
    },
    {
      title: 'Hands-on training',
      description: 'Your team learns to run and adapt the system, not to call us for every change.',
    },
    {
      title: 'Enterprise experience',
      description: 'The same practices we use for large clients, sized for your business.',
    },
  ],
  stats: [
    { value: '4-8 weeks', label: 'Typical go-live' },
    { value: '10+ hours', label: 'Admin time saved per week' },
    { value: '30%', label: 'Faster quote-to-cash' },
    { value: '95%', label: 'Client satisfaction' },
  ],
  grid: {
    heading: 'Industries We Serve',
    intro: 'Growing businesses we help most often.',
    items: [
      {
        title: 'Technology Startups',
        description: 'Sales and customer success foundations from seed to Series B.',
      },
      {
        title: 'Professional Services',
        description: 'Client onboarding, time tracking and billing in one flow.',
      },
      { title: 'Healthcare Practices', description: 'Patient communication and scheduling integrations.' },
      {
        title: 'Distribution & Wholesale',
        description: 'Order management connected to inventory and finance.',
      },
      { title: 'Nonprofits', description: 'Donor management and grant reporting.' },
    ],
  },
  closing: {
    heading: 'Ready to leave the spreadsheets behind?',
    text: 'Tell us about your team and tools. We will propose a fixed-price package within two business days.',
    cta: 'Get Your Growth Plan',
  },
}
