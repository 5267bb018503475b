// Seed job openings for the careers pages: plain data only, like content.ts. Strings avoid
// backticks and template-literal sequences so they embed safely in SQL literals.

export interface SeedJobOpening {
  title: string
  department: string
  location: string
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR'
  workplace: 'on_site' | 'hybrid' | 'remote'
  /** The summary lists show. */
  description: string
  /** The full description, in Markdown. */
  content: string
  /** One per line. */
  responsibilities: string
  requirements: string
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: 'EUR' | 'GBP' | 'USD' | 'CHF' | null
  /**
   * Applications close this many days after the seed runs: counted from the seed date, not fixed,
   * so a seeded site (and every test run's) always has open positions.
   */
  applyByDays: number
  isPublished: boolean
  hashtags: string[]
}

export const seedJobOpenings: SeedJobOpening[] = [
  {
    title: 'Senior Data Engineer',
    department: 'Data & Analytics',
    location: 'Berlin',
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    description:
      'Design and build the data platforms our clients run their reporting and machine learning on, from ingestion to a governed semantic layer.',
    content: [
      'Our data engineers work in small delivery teams with client engineers, usually for six to twelve months per engagement. You will move warehouses and nightly batch jobs to cloud data platforms one output at a time, with the reports the business relies on running every day of the migration.',
      '# How we work',
      'We pair on the hard parts, write down the decisions that matter, and measure progress by outputs retired and reconciled rather than by pipelines written. You will spend two to three days a week in our Berlin office or at a client site, and the rest where you work best.',
      '# What we offer',
      '- Thirty days of paid leave\n- A yearly training budget and time to use it\n- A senior colleague as your mentor from the first week',
    ].join('\n\n'),
    responsibilities: [
      'Design ingestion, change data capture and transformation pipelines on cloud data platforms',
      'Model data for reporting and analytics in a tested, documented semantic layer',
      'Automate reconciliation between legacy and migrated outputs',
      'Coach client engineers in testing, code review and operating data pipelines',
    ].join('\n'),
    requirements: [
      'Five or more years of building data pipelines in production',
      'Strong SQL and Python; experience with dbt, Spark or similar tools',
      'Experience with at least one cloud data platform (Snowflake, BigQuery, Databricks or Redshift)',
      'Fluent English; German is a plus',
    ].join('\n'),
    salaryMin: 70000,
    salaryMax: 85000,
    salaryCurrency: 'EUR',
    applyByDays: 60,
    isPublished: true,
    hashtags: ['DataStrategy', 'DataGovernance', 'CloudMigration'],
  },
  {
    title: 'QA Automation Engineer',
    department: 'Quality Engineering',
    location: 'Europe',
    employmentType: 'CONTRACTOR',
    workplace: 'remote',
    description:
      'Build and rebalance automated test suites for a client product team, with fast, reliable feedback on every change.',
    content: [
      'A six-month contract, with the option to extend, on a client engagement in financial services. The team releases weekly today and wants to release daily; the regression suite is the constraint.',
      'You will work remotely from anywhere in Europe, within two hours of Central European Time, with the client team and one of our quality engineering leads. Occasional travel for workshops is paid.',
    ].join('\n\n'),
    responsibilities: [
      'Audit the existing end-to-end suite and retire tests that cost more than they find',
      'Add unit, component, API and contract tests where they give faster feedback',
      'Run the suite in the CI pipeline and bring the flaky-failure rate down',
      'Report time to regression verdict, escaped defects and maintenance effort each month',
    ].join('\n'),
    requirements: [
      'Three or more years of test automation on web applications',
      'Playwright, Cypress or Selenium, and API testing tools',
      'Comfortable reading and writing TypeScript or Java',
      'Able to work as a contractor from a European country',
    ].join('\n'),
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    applyByDays: 45,
    isPublished: true,
    hashtags: ['TestAutomation', 'DevOps'],
  },
  {
    title: 'Platform Engineer',
    department: 'Platform Engineering',
    location: 'London',
    employmentType: 'FULL_TIME',
    workplace: 'on_site',
    description:
      'Build internal developer platforms and golden paths that let product teams ship safely without infrastructure tickets.',
    content: [
      'Our platform engineers help clients turn a pile of infrastructure scripts into a product their developers choose to use: templates for new services, self-service environments, and observability that is there from the first deploy.',
      'This role is based in our London office, where the team works together four days a week, with client visits in and around London.',
    ].join('\n\n'),
    responsibilities: [
      'Build infrastructure as code modules and service templates with Terraform and Kubernetes',
      'Design CI/CD pipelines with security and policy checks built in',
      'Set up logging, metrics and tracing that product teams can use on their own',
      'Measure and report lead time, deployment frequency and change failure rate',
    ].join('\n'),
    requirements: [
      'Four or more years in platform, DevOps or site reliability engineering',
      'Hands-on experience with Kubernetes, Terraform and one major cloud provider',
      'A habit of writing things down: runbooks, decision records, onboarding guides',
      'The right to work in the United Kingdom',
    ].join('\n'),
    salaryMin: 65000,
    salaryMax: 80000,
    salaryCurrency: 'GBP',
    applyByDays: 90,
    isPublished: true,
    hashtags: ['PlatformEngineering', 'DevOps', 'CloudMigration'],
  },
  {
    title: 'AI Solutions Architect',
    department: 'AI & Machine Learning',
    location: 'Zurich',
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    description:
      'Shape the architecture of the first production AI systems of our clients, from use-case selection to evaluation, controls and operations.',
    content: [
      'A draft, not yet published: the role is being scoped with our AI practice lead.',
      'You will lead the technical side of AI engagements: choosing where a model changes a decision, building the evaluation set before the model, and designing the controls that get a system approved and keep it approved.',
    ].join('\n\n'),
    responsibilities: [
      'Lead architecture for retrieval, generation and classic machine learning systems',
      'Build evaluation harnesses with domain experts before models are chosen',
      'Design privacy, security and model risk controls with client teams',
    ].join('\n'),
    requirements: [
      'Seven or more years of software or data engineering, three of them on machine learning systems',
      'Experience taking a language model application to production',
      'Clear writing for both engineers and executives',
    ].join('\n'),
    salaryMin: 140000,
    salaryMax: 165000,
    salaryCurrency: 'CHF',
    applyByDays: 75,
    isPublished: false,
    hashtags: ['GenerativeAI', 'MLOps'],
  },
]
