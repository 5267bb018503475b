import type { Hero, OverviewSection } from './types'

export const servicesHero: Hero = {
  eyebrow: 'What we do',
  heading: 'Our Services',
  blurb:
    'Seven practices, one team. Whether you need a data strategy, an AI model in production, faster releases or extra hands on a critical program, we bring senior people and a delivery method that has been tested on more than 150 projects.',
}

// Section ids are the anchors the sitemap page links to (SPEC.md section 2).
export const overviewSections: OverviewSection[] = [
  {
    id: 'data-analytics',
    slug: 'data-analytics',
    heading: 'Data & Analytics',
    tagline: 'From raw data to confident decisions',
    description:
      'We design data platforms, pipelines and dashboards that give every team one trusted version of the numbers, then add forecasting where it pays off. Clients typically make decisions 35% faster once their reporting is automated.',
    button: 'Explore Data Analytics',
    cards: [
      {
        title: 'Data Strategy',
        bullets: [
          'Data maturity assessment',
          'Governance and ownership model',
          'Prioritized use-case roadmap',
        ],
      },
      {
        title: 'Data Engineering',
        bullets: [
          'Cloud data warehouse and lakehouse',
          'Batch and streaming pipelines',
          'Data quality monitoring',
        ],
      },
      {
        title: 'Business Intelligence',
        bullets: [
          'Executive and operational dashboards',
          'Semantic layer and KPI definitions',
          'Self-service reporting',
        ],
      },
      {
        title: 'Advanced Analytics',
        bullets: ['Demand and revenue forecasting', 'Customer segmentation', 'Pricing and churn models'],
      },
    ],
  },
  {
    id: 'ai',
    slug: 'artificial-intelligence',
    heading: 'Artificial Intelligence & Automation',
    tagline: 'AI that earns its place in production',
    description:
      'We identify where machine learning and generative AI create measurable value, build the models and assistants, and run them with the monitoring and governance your risk team expects. Proof of concept to production typically takes 6-12 weeks.',
    button: 'Discover AI Solutions',
    cards: [
      {
        title: 'Machine Learning',
        bullets: [
          'Predictive and classification models',
          'Feature stores and training pipelines',
          'Model monitoring and retraining',
        ],
      },
      {
        title: 'Natural Language Processing',
        bullets: [
          'Document extraction and summarization',
          'Retrieval-augmented assistants',
          'Sentiment and intent analysis',
        ],
      },
      {
        title: 'AI Implementation',
        bullets: ['Use-case discovery and business case', 'Responsible AI guardrails', 'MLOps on your cloud'],
      },
    ],
  },
  {
    id: 'qa-automation',
    slug: 'qa-automation',
    heading: 'Quality Assurance & Test Automation',
    tagline: 'Release faster without the late-night rollbacks',
    description:
      'We build automated test suites that run on every change, find performance problems before your customers do, and cut QA cycle time by up to 50%. Teams that adopt continuous testing with us report up to 60% lower testing costs.',
    button: 'Explore QA Automation',
    cards: [
      {
        title: 'Test Automation',
        bullets: [
          'UI and API automation frameworks',
          'Maintainable page-object design',
          'Test data management',
        ],
      },
      {
        title: 'Performance Testing',
        bullets: ['Load and stress testing', 'Capacity planning', 'Bottleneck analysis'],
      },
      {
        title: 'Mobile Testing',
        bullets: ['iOS and Android device coverage', 'Cross-browser testing', 'Accessibility checks'],
      },
      {
        title: 'Continuous Testing',
        bullets: ['Quality gates in CI/CD', 'Shift-left test strategy', 'Release readiness reporting'],
      },
    ],
  },
  {
    id: 'process-consulting',
    slug: 'process-consulting',
    heading: 'Process & Program Consulting',
    tagline: 'Operations that scale with your ambition',
    description:
      'We map how work really flows, remove the friction, and run the programs that carry the change through. Our program managers bring the discipline that keeps 98% of our engagements on schedule.',
    button: 'Learn About Consulting',
    cards: [
      {
        title: 'Process Optimization',
        bullets: ['Value-stream mapping', 'Lean and automation opportunities', 'KPI design and tracking'],
      },
      {
        title: 'Project Management',
        bullets: ['PMO setup and governance', 'Agile and hybrid delivery', 'Risk and dependency management'],
      },
      {
        title: 'Digital Transformation',
        bullets: ['Target operating model', 'Technology roadmap', 'Business case and benefits tracking'],
      },
      {
        title: 'Change Management',
        bullets: ['Stakeholder engagement', 'Training and enablement', 'Adoption measurement'],
      },
    ],
  },
  {
    id: 'platform-engineering',
    slug: 'platform-engineering',
    heading: 'Platform Engineering',
    tagline: 'A paved road from commit to production',
    description:
      'We build internal developer platforms on Kubernetes and the major clouds, with infrastructure as code, automated pipelines and observability built in, designed for 99.9% uptime from day one.',
    button: 'Build Your Platform',
    cards: [
      {
        title: 'Cloud-Native Architecture',
        bullets: ['Containers and Kubernetes', 'Service and event design', 'Cloud cost optimization'],
      },
      {
        title: 'Infrastructure as Code',
        bullets: ['Terraform and Pulumi modules', 'Policy as code', 'Environment provisioning on demand'],
      },
      {
        title: 'CI/CD Implementation',
        bullets: ['Pipeline design and templates', 'Progressive delivery', 'Supply-chain security'],
      },
      {
        title: 'Observability',
        bullets: ['Metrics, logs and traces', 'SLOs and alerting', 'Incident response playbooks'],
      },
    ],
  },
  {
    id: 'staff-augmentation',
    slug: 'staff-augmentation',
    heading: 'Staff Augmentation',
    tagline: 'The right specialist, in weeks not months',
    description:
      'Extend your team with vetted engineers, analysts and QA specialists for short-term engagements of 3-12 months or longer programs. Our consultants typically start within 1-2 weeks and come with our practice leads behind them.',
    button: 'Find Expert Talent',
    cards: [
      {
        title: 'Specialized IT Expertise',
        bullets: [
          'Data, AI and cloud engineers',
          'Architects and tech leads',
          'Security and DevOps specialists',
        ],
      },
      {
        title: 'Project-Based Staffing',
        bullets: ['Short-term teams of 3-12 months', 'Scalable team size', 'Outcome-based options'],
      },
      {
        title: 'Quality Assurance',
        bullets: ['Technical vetting by practice leads', 'Onboarding support', 'Replacement guarantee'],
      },
    ],
  },
  {
    id: 'smb-enablement',
    slug: 'smb-enablement',
    heading: 'SMB & Startup Enablement',
    tagline: 'Enterprise capability, small-business budget',
    description:
      'We give growing companies the systems large enterprises rely on, from CRM and finance integration to custom automation, implemented in weeks with fixed-price packages and training for your team.',
    button: 'Discover SMB Solutions',
    cards: [
      {
        title: 'CRM suite deployment',
        bullets: ['Sales pipeline configuration', 'Data migration from spreadsheets', 'User training'],
      },
      {
        title: 'CRM & Finance',
        bullets: ['Quote-to-cash integration', 'Accounting system sync', 'Revenue reporting'],
      },
      {
        title: 'Custom Solutions',
        bullets: ['Workflow automation', 'Customer portals', 'Integrations with the tools you already use'],
      },
    ],
  },
]
