import Brain from 'lucide-react/icons/brain'
import BarChart3 from 'lucide-react/icons/chart-column'
import Code2 from 'lucide-react/icons/code-xml'
import Database from 'lucide-react/icons/database'
import Gauge from 'lucide-react/icons/gauge'
import Layers from 'lucide-react/icons/layers'
import Lightbulb from 'lucide-react/icons/lightbulb'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Sparkles from 'lucide-react/icons/sparkles'
import Target from 'lucide-react/icons/target'
import Users from 'lucide-react/icons/users'
import Workflow from 'lucide-react/icons/workflow'
import type { ServicePage } from './types'

// Data, AI and QA: five service cards, a why-choose-us list and four statistic cards
// (SPEC.md section 2, service detail pages).

export const dataAnalyticsPage: ServicePage = {
  slug: 'data-analytics',
  title: 'Data Analytics Services',
  description:
    'Data strategy, engineering, business intelligence and advanced analytics that turn your data into faster, better decisions.',
  hero: {
    eyebrow: 'Data & Analytics',
    heading: 'Data Analytics Services',
    tagline: 'From raw data to confident decisions',
    blurb:
      'Most companies have more data than they can use. We build the platforms, pipelines and dashboards that make it trustworthy, and the models that turn it into forecasts your leaders act on.',
    cta: 'Start Your Data Journey',
  },
  servicesHeading: 'What We Deliver',
  services: [
    {
      title: 'Data Strategy & Governance',
      description:
        'A maturity assessment, an ownership model and a prioritized roadmap that ties every data investment to a business decision.',
      icon: Target,
    },
    {
      title: 'Data Engineering',
      description:
        'Cloud warehouses, lakehouses and pipelines on Snowflake, BigQuery, Databricks or Azure, with data quality checks on every load.',
      icon: Database,
    },
    {
      title: 'Business Intelligence',
      description:
        'Executive and operational dashboards in Power BI, Tableau or Looker, built on a semantic layer with agreed KPI definitions.',
      icon: BarChart3,
    },
    {
      title: 'Advanced Analytics',
      description:
        'Forecasting, segmentation, pricing and churn models that move from notebook to scheduled production job.',
      icon: Brain,
    },
    {
      title: 'Data Literacy & Enablement',
      description:
        'Training and office hours that help analysts and managers answer their own questions with confidence.',
      icon: Users,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline for Data',
  differentiators: [
    {
      title: 'Business questions first',
      description:
        'We start from the decisions you need to make, not from the tools, so every dashboard has an owner.',
    },
    {
      title: 'Vendor-neutral architecture',
      description:
        'We recommend the platform that fits your skills and budget, and we are not paid by any vendor.',
    },
    {
      title: 'Quality you can audit',
      description:
        'Automated tests, lineage and data contracts make numbers explainable to finance and regulators.',
    },
    {
      title: 'Knowledge transfer built in',
      description: 'Pairing and documentation from week one, so your team owns the platform when we leave.',
    },
  ],
  stats: [
    { value: '35%', label: 'Faster decisions' },
    { value: '150+', label: 'Projects delivered' },
    { value: '60+', label: 'Dashboards retired per consolidation, on average' },
    { value: '95%', label: 'Client satisfaction' },
  ],
  grid: {
    heading: 'Industries We Serve',
    intro: 'Analytics patterns we have delivered repeatedly, adapted to the regulations of each sector.',
    items: [
      {
        title: 'Healthcare',
        description: 'Patient flow, readmission risk and payer analytics on governed data.',
      },
      {
        title: 'Financial Services',
        description: 'Risk reporting, fraud signals and customer profitability.',
      },
      { title: 'Manufacturing', description: 'OEE dashboards, yield analysis and demand forecasting.' },
      { title: 'Retail & E-commerce', description: 'Basket analysis, inventory optimization and pricing.' },
      { title: 'Logistics', description: 'Route performance, carrier scorecards and capacity planning.' },
    ],
  },
  closing: {
    heading: 'Ready to trust your numbers?',
    text: 'Book a free 45-minute data assessment. We will review your current stack and name the three improvements with the fastest payback.',
    cta: 'Schedule a Data Assessment',
  },
}

export const artificialIntelligencePage: ServicePage = {
  slug: 'artificial-intelligence',
  title: 'AI & Machine Learning',
  description:
    'Machine learning, natural language processing and generative AI taken from proof of concept to production in 6-12 weeks, with governance built in.',
  hero: {
    eyebrow: 'Artificial Intelligence',
    heading: 'AI & Machine Learning',
    tagline: 'AI that earns its place in production',
    blurb:
      'We help you find the AI use cases with real returns, build them on your data and run them safely, with monitoring, human review where it matters and costs you can predict.',
    cta: 'Explore AI Possibilities',
  },
  servicesHeading: 'Our AI Services',
  services: [
    {
      title: 'AI Strategy & Use-Case Discovery',
      description:
        'Workshops and a scored backlog of AI opportunities, each with data readiness, risk and expected value.',
      icon: Lightbulb,
    },
    {
      title: 'Machine Learning Models',
      description:
        'Prediction, classification and recommendation models trained on your data and deployed behind stable APIs.',
      icon: Brain,
    },
    {
      title: 'Natural Language Processing',
      description:
        'Document extraction, summarization and search assistants grounded in your own knowledge base.',
      icon: Sparkles,
    },
    {
      title: 'Intelligent Automation',
      description:
        'Combining AI with workflow automation to remove repetitive work from claims, invoices and support.',
      icon: Workflow,
    },
    {
      title: 'MLOps & AI Governance',
      description:
        'Pipelines, monitoring, evaluation and audit trails that satisfy security, legal and model-risk reviews.',
      icon: ShieldCheck,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline for AI',
  differentiators: [
    {
      title: 'Value before hype',
      description: 'Every use case has a business case and a baseline; we measure the lift, not the demo.',
    },
    {
      title: 'Production experience',
      description:
        'Our engineers have run models in regulated environments and design for drift, cost and outages.',
    },
    {
      title: 'Responsible by design',
      description:
        'Bias testing, explainability and human-in-the-loop review are part of the plan, not an afterthought.',
    },
    {
      title: 'Your data stays yours',
      description:
        'We deploy in your cloud account with your access controls and no training on your data by third parties.',
    },
  ],
  stats: [
    { value: '6-12 weeks', label: 'Proof of concept to production' },
    { value: '40+', label: 'Models in production' },
    { value: '30%', label: 'Average manual effort removed' },
    { value: '95%', label: 'Client satisfaction' },
  ],
  grid: {
    heading: 'Industry Applications',
    intro: 'Where our clients see the fastest returns from AI today.',
    items: [
      {
        title: 'Healthcare',
        description: 'Clinical document summarization, prior-authorization triage and no-show prediction.',
      },
      { title: 'Finance', description: 'Fraud detection, credit risk scoring and automated reconciliation.' },
      {
        title: 'Manufacturing',
        description: 'Predictive maintenance, visual quality inspection and scrap reduction.',
      },
      {
        title: 'Retail',
        description: 'Demand forecasting, personalized recommendations and markdown optimization.',
      },
      {
        title: 'Logistics',
        description: 'ETA prediction, route optimization and document processing for shipments.',
      },
    ],
  },
  closing: {
    heading: 'Have an AI idea worth testing?',
    text: 'Bring us the use case. In one working session we will tell you whether the data supports it and what a first release would take.',
    cta: 'Discuss Your AI Use Case',
  },
}

export const qaAutomationPage: ServicePage = {
  slug: 'qa-automation',
  title: 'Digital Quality Assurance',
  description:
    'Test automation, performance, mobile, API and continuous testing that cut QA cycle time by up to 50% and testing costs by up to 60%.',
  hero: {
    eyebrow: 'Quality Assurance & Test Automation',
    heading: 'Digital Quality Assurance',
    tagline: 'Release faster without the late-night rollbacks',
    blurb:
      'We build quality into every step of delivery: automated suites that run on each change, performance tests that mirror real traffic and release reports your business can read.',
    cta: 'Improve Your Release Quality',
  },
  servicesHeading: 'Our QA Services',
  services: [
    {
      title: 'Test Automation Frameworks',
      description:
        'Maintainable UI and API suites in Playwright, Selenium or Cypress, designed to stay green and fast.',
      icon: Code2,
    },
    {
      title: 'Performance & Load Testing',
      description:
        'Realistic load models, stress tests and capacity plans that find bottlenecks before launch day.',
      icon: Gauge,
    },
    {
      title: 'Mobile & Cross-Browser Testing',
      description:
        'Coverage across the devices and browsers your customers actually use, including accessibility checks.',
      icon: Layers,
    },
    {
      title: 'API & Integration Testing',
      description:
        'Contract and integration tests that keep services and partners compatible release after release.',
      icon: Workflow,
    },
    {
      title: 'Continuous Testing & Quality Gates',
      description:
        'Tests wired into CI/CD with clear gates, flaky-test tracking and release-readiness dashboards.',
      icon: ShieldCheck,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline for QA',
  differentiators: [
    {
      title: 'Engineers, not script writers',
      description:
        'Our QA engineers write production-quality code and review it like any other part of your product.',
    },
    {
      title: 'Risk-based coverage',
      description: 'We automate the journeys that matter most to revenue and compliance first.',
    },
    {
      title: 'Fast feedback',
      description:
        'Parallel execution and smart test selection keep pipeline feedback in minutes, not hours.',
    },
    {
      title: 'Tool-agnostic',
      description:
        'We work with the stack you have and only recommend changes that pay back within a quarter.',
    },
  ],
  stats: [
    { value: '50%', label: 'Shorter QA cycle time' },
    { value: '60%', label: 'Lower testing cost' },
    { value: '90%', label: 'Regression suite automated, on average' },
    { value: '99.9%', label: 'Uptime of tested releases' },
  ],
  grid: {
    heading: 'Testing Technologies',
    intro: 'The tool families we use most, chosen per project.',
    items: [
      {
        title: 'Automation',
        description: 'Playwright, Selenium, Cypress and WebdriverIO for web UI automation.',
      },
      { title: 'Performance', description: 'k6, JMeter and Gatling for load, stress and soak testing.' },
      { title: 'Mobile', description: 'Appium, Espresso and XCUITest on real-device clouds.' },
      { title: 'API', description: 'Postman, REST Assured and Pact for functional and contract testing.' },
      {
        title: 'Cloud Platforms',
        description: 'BrowserStack, Sauce Labs and AWS Device Farm for scale and coverage.',
      },
    ],
  },
  closing: {
    heading: 'Tired of release-day surprises?',
    text: 'Let us review your current test strategy. You will get a prioritized automation plan and an estimate of the cycle time you can save.',
    cta: 'Request a QA Review',
  },
}
