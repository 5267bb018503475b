import { seedImageAddress } from './seed-image-address.ts'

// Seed content for the Crestline Consulting site: hashtags, points of view and case studies.
// Plain data (its one import names the uploads a text shows), so the seed loader can run it with Node
// type stripping. The texts hold no backticks or template-literal sequences, so they embed safely in
// SQL literals.

export interface SeedHashtag {
  name: string
  type: 'service' | 'industry' | 'topic'
  description: string
}

export interface SeedPov {
  title: string
  description: string
  /** Search results show at most about 60 characters of a title and 160 of a description. */
  metaTitle: string
  metaDescription: string
  content: string
  excerpt: string
  author: string
  publishedDate: string
  /** A file in images/, uploaded by the seed (seed-images.ts) and named by its address. */
  imageFile: string
  isPublished: boolean
  hashtags: string[]
}

export interface SeedCaseStudy {
  title: string
  description: string
  /** Search results show at most about 60 characters of a title and 160 of a description. */
  metaTitle: string
  metaDescription: string
  content: string
  excerpt: string
  client: string
  industry: string
  challenge: string
  solution: string
  results: string
  projectDuration: string
  teamSize: string
  technologies: string
  /** As SeedPov's. */
  imageFile: string
  isPublished: boolean
  hashtags: string[]
}

// The first eight are shown as filter buttons on the Insights page.
export const seedHashtags: SeedHashtag[] = [
  {
    name: 'DataStrategy',
    type: 'service',
    description:
      'Turning business decisions into a prioritized roadmap for data platforms, governance and analytics.',
  },
  {
    name: 'GenerativeAI',
    type: 'topic',
    description:
      'Putting large language models into production safely, from retrieval and evaluation to controls and cost.',
  },
  {
    name: 'TestAutomation',
    type: 'service',
    description:
      'Risk-based automated testing across unit, API, contract, UI, mobile and performance layers.',
  },
  {
    name: 'PlatformEngineering',
    type: 'service',
    description:
      'Internal developer platforms and golden paths that let product teams ship safely without infrastructure tickets.',
  },
  {
    name: 'Healthcare',
    type: 'industry',
    description:
      'Health systems, provider groups and health technology companies working with clinical and revenue cycle data.',
  },
  {
    name: 'FinancialServices',
    type: 'industry',
    description:
      'Banks, credit unions, lenders and payments firms operating under model risk, audit and regulatory expectations.',
  },
  {
    name: 'MLOps',
    type: 'topic',
    description:
      'The practices and tooling that keep machine learning models reproducible, monitored and accountable in production.',
  },
  {
    name: 'DigitalTransformation',
    type: 'topic',
    description:
      'Redesigning how work gets done with technology, from operating model and process to the systems underneath.',
  },
  {
    name: 'MachineLearning',
    type: 'service',
    description:
      'Designing, validating and deploying predictive models that improve specific operational decisions.',
  },
  {
    name: 'ProcessConsulting',
    type: 'service',
    description:
      'Process optimization, program management and delivery operating models that make change stick.',
  },
  {
    name: 'SMBEnablement',
    type: 'service',
    description:
      'Right-sized CRM, finance and operations systems for startups and small to mid-sized businesses.',
  },
  {
    name: 'StaffAugmentation',
    type: 'service',
    description:
      'Embedding specialized engineers and quality experts in client teams with planned knowledge transfer.',
  },
  {
    name: 'Manufacturing',
    type: 'industry',
    description:
      'Discrete and process manufacturers connecting plant-floor systems, supply chain and enterprise data.',
  },
  {
    name: 'Retail',
    type: 'industry',
    description:
      'Specialty, omnichannel and e-commerce retailers managing peak demand, storefronts and customer data.',
  },
  {
    name: 'Logistics',
    type: 'industry',
    description:
      'Freight, transportation and supply chain companies where speed of quoting, routing and billing matters.',
  },
  {
    name: 'Insurance',
    type: 'industry',
    description:
      'Property, casualty and specialty insurers modernizing underwriting, claims and policy operations.',
  },
  {
    name: 'CloudMigration',
    type: 'topic',
    description:
      'Planning and executing moves to public cloud with the right pattern for each workload and minimal disruption.',
  },
  {
    name: 'DevOps',
    type: 'topic',
    description:
      'Continuous integration and delivery, infrastructure as code and the feedback loops that shorten lead time.',
  },
  {
    name: 'DataGovernance',
    type: 'topic',
    description:
      'Ownership, definitions and automated quality controls for the data elements that decisions depend on.',
  },
  {
    name: 'FinOps',
    type: 'topic',
    description:
      'Cost allocation, unit economics and shared accountability for cloud spend between finance and engineering.',
  },
  {
    name: 'ChangeManagement',
    type: 'topic',
    description:
      'Helping people adopt new ways of working through clear communication, involvement and reinforcement.',
  },
]

export const seedPovs: SeedPov[] = [
  {
    title: 'The 90-Day Data Strategy: Why Most Roadmaps Stall Before the First Pipeline Ships',
    description:
      'Most enterprise data strategies are too broad to fund and too vague to execute. We outline a 90-day approach that ties every data investment to a named business decision and delivers value before the roadmap is finished.',
    metaTitle: 'The 90-Day Data Strategy | Crestline Consulting',
    metaDescription:
      'Why most data roadmaps stall before the first pipeline ships, and how a 90-day plan tied to one business decision gets data work into production.',
    content: [
      'We have reviewed more than forty enterprise data strategies over the past five years, and the failure pattern is remarkably consistent. The document is comprehensive: a target architecture, a maturity assessment, a governance operating model and a three-year investment plan. What it rarely contains is a short list of business decisions that will be made differently once the work is done. Without that anchor, the roadmap becomes a platform program, the platform program becomes a procurement exercise, and eighteen months later the business is still exporting spreadsheets from the ERP.',
      'Our 90-day model inverts the sequence. Weeks one to three are spent on decision mapping rather than system inventories. We interview the twelve to twenty people who own recurring, high-value decisions: pricing changes, inventory positioning, staffing levels, credit limits, clinical capacity. For each decision we capture how often it is made, what data is used today, how long that data takes to assemble, and what a better decision would be worth. A typical mid-market company surfaces 30 to 50 candidate decisions; we score them on value, data readiness and sponsor commitment, and pick three.',
      'Weeks four to eight are about the data behind those three decisions and nothing else. That means tracing each metric back to its source systems, writing down the business definition, naming an accountable owner, and building the minimum pipeline and model needed to produce a trustworthy number. This is where governance starts: not with a council charter, but with twenty or thirty critical data elements that have owners, definitions and automated quality checks. Scoping governance to data that is actually in use keeps it from becoming a documentation exercise nobody reads.',
      'Weeks nine to twelve put the first decision products into the hands of the people who make those decisions, and the strategy document is written in parallel, informed by what the team has just learned. By day 90 the organization has three working assets, a measured baseline for each, a realistic picture of data quality in its core systems, and a roadmap whose estimates are grounded in delivery rather than vendor benchmarks. In our experience the second wave is planned with far more confidence and funded far more quickly.',
      'There are pitfalls. The most common is choosing decisions that are interesting rather than frequent; a quarterly board metric will never generate the feedback loop that a daily replenishment decision does. The second is letting the platform choice dominate the first month. A cloud warehouse, an ingestion tool and a transformation framework such as dbt are enough to start, and lakehouse debates can wait until data volumes justify them. The third is underinvesting in the semantic layer. If revenue is calculated three different ways in three dashboards, trust collapses no matter how modern the stack is.',
      'We also recommend defining success in operational terms from the outset. Useful measures include the time it takes to answer a recurring question, the share of critical data elements passing automated quality checks, the number of weekly active users of each decision product, and the dollar value attributed to a changed decision. Vanity measures such as the number of dashboards built or terabytes ingested say little about whether the investment is working.',
      'A data strategy is ultimately a portfolio of bets on better decisions. Treating it that way, with small, measurable bets placed early, is the most reliable way we know to build executive confidence and secure funding for the foundational work that follows.',
    ].join('\n\n'),
    excerpt:
      'A data strategy that takes six months to write is usually out of date by the time it is approved. The organizations that make real progress anchor the strategy in a handful of high-value decisions, fix the data those decisions depend on, and expand from there. Here is the 90-day model we use with clients.',
    author: 'Maya Raghunathan',
    publishedDate: '2025-01-21',
    imageFile: 'pov-90-day-data-strategy.webp',
    isPublished: true,
    hashtags: ['DataStrategy', 'DataGovernance', 'DigitalTransformation'],
  },
  {
    title: 'Moving Generative AI from Pilot to Production: A Readiness Checklist for Regulated Industries',
    description:
      'Generative AI pilots are easy to start and hard to promote. This checklist covers the evaluation, risk, data and operating-model questions that banks, insurers and health systems must answer before a pilot goes live.',
    metaTitle: 'Generative AI: Pilot to Production | Crestline Consulting',
    metaDescription:
      'A readiness checklist for moving generative AI pilots into production in regulated industries: data, controls, evaluation and ownership.',
    content: [
      'Across our banking, insurance and healthcare clients, the ratio of generative AI pilots to production deployments in 2024 was roughly eight to one. The pilots were rarely failures in a technical sense. Summaries were accurate, drafted correspondence read well and search results were relevant. They stalled because nobody could answer the questions that a model risk committee, a compliance officer or a privacy office asks before a system touches customers or patients.',
      'We now run every candidate use case through a seven-part readiness review before committing to production engineering. The first part is use-case fit: is there a human in the loop, what happens when the output is wrong, and is this a task where a language model is genuinely better than rules or search? Use cases where an error is cheap to catch and the work is costly to do manually, such as drafting prior-authorization letters or summarizing a call for a service agent, are far easier to approve than those where the model makes an unreviewed determination.',
      'The second and third parts are data and evaluation. Teams must document which data the model sees at inference time, where that data is processed, and whether any of it is retained by a provider. They must also build an evaluation set of at least 200 to 500 real, representative examples with expected outcomes agreed by subject-matter experts, plus automated scoring for groundedness, completeness and policy violations. A pilot judged on a dozen hand-picked examples is not evidence; it is a demo.',
      'The fourth part is controls. In practice this means retrieval restricted to approved sources, prompt and output filters for personal data, citations to source passages so reviewers can verify claims, rate limits, and an audit log that records the prompt, retrieved context, model version and final output for every interaction. Regulators and internal auditors increasingly expect to reconstruct why a particular output was produced, and retrofitting that logging after launch is painful.',
      "The fifth and sixth parts cover operations and people. Someone must own model and prompt versions, monitor quality drift, and decide when a provider's model update is safe to adopt. We recommend treating prompts, retrieval configuration and evaluation sets as versioned artifacts in the same pipeline as application code, with a regression evaluation on every change. On the people side, frontline users need training on when to trust, verify or override an output, and their feedback needs a path back into the evaluation set.",
      'The seventh part is economics. Token costs, latency and human review effort should be modeled at production volume before launch. We have seen use cases that looked attractive at 500 requests a day become marginal at 50,000 once retrieval, reranking and review were priced in. A simple unit-economics model, comparing cost per completed task with the fully loaded cost of the manual process, prevents awkward conversations six months later.',
      'None of this is meant to slow teams down. In our experience, a use case that passes the checklist moves through model risk and compliance review in four to six weeks rather than four to six months, because the evidence reviewers need already exists. That discipline is what turns generative AI from a collection of promising pilots into a capability an organization can scale with confidence.',
    ].join('\n\n'),
    excerpt:
      'In regulated industries, the gap between a convincing generative AI demo and a production system is mostly governance, evaluation and operations. We share the seven-part readiness checklist we use to decide whether a use case is ready to launch, needs more work, or should be stopped.',
    author: 'Maya Raghunathan',
    publishedDate: '2025-03-18',
    imageFile: 'pov-genai-pilot-to-production.webp',
    isPublished: true,
    hashtags: ['GenerativeAI', 'MLOps', 'FinancialServices', 'Healthcare'],
  },
  {
    title: 'Test Automation That Pays for Itself: Rethinking the Test Pyramid for Microservices',
    description:
      'Many automation programs grow a slow, brittle end-to-end suite and call it progress. We explain how contract tests, component tests and disciplined UI coverage produce faster feedback and a measurable return.',
    metaTitle: 'Test Automation That Pays for Itself | Crestline Consulting',
    metaDescription:
      'Rethinking the test pyramid for microservices so that automated tests cut release risk and cost instead of adding slow, brittle suites.',
    content: [
      'Most organizations we assess have automated a meaningful share of their regression tests, yet release confidence has not improved. The pattern is familiar: a suite of 1,500 browser-driven end-to-end tests that takes six hours to run, fails intermittently on 5 to 10 percent of runs, and is maintained by a separate QA team that learns about application changes after they merge. The suite costs more every quarter and is trusted less every quarter.',
      'The test pyramid is still the right mental model, but in a microservices architecture its middle needs to be redrawn. Between unit tests and full end-to-end journeys sit two layers that deliver most of the value: component tests, which exercise a single service through its API with its dependencies stubbed, and consumer-driven contract tests, using a tool such as Pact, which verify that each service still honors the expectations of the services that call it. Together they catch the integration defects teams traditionally rely on end-to-end tests to find, at a fraction of the run time.',
      'A practical target for a typical web and API product is roughly 70 percent unit tests, 20 percent component and contract tests, and 10 percent or less end-to-end, with the end-to-end layer reserved for a few dozen revenue-critical journeys such as sign-up, checkout or payment. Reaching that shape usually means deleting tests as well as writing them. In one recent engagement we retired 60 percent of a legacy UI suite after mapping each test to the risk it covered and finding that lower-level tests already covered it.',
      'Flakiness deserves its own budget. We quarantine any test that fails non-deterministically more than twice in a rolling two-week window, track quarantined tests as defects with named owners, and report the flaky rate alongside the pass rate. The usual root causes are shared test data, fixed sleeps instead of explicit waits, and contention for test environments. Modern frameworks such as Playwright remove many timing problems through auto-waiting, but no tool can fix a test that depends on data another test has already changed.',
      'To make the economics visible, we track four measures from the first sprint: time from merge to regression verdict, escaped defects per release by severity, automation maintenance hours per sprint, and the share of the suite that runs on every pull request rather than nightly. When those numbers move in the right direction, the business case writes itself. A team that goes from a two-day regression cycle to a 40-minute pipeline gate can release weekly instead of monthly without adding testers.',
      'The organizational change matters as much as the tooling. Component and contract tests are best written by the engineers who build the service, with quality engineers acting as coaches, framework owners and exploratory testers rather than a downstream gate. Shifting that ownership is uncomfortable for the first two or three sprints and then becomes the normal way of working.',
      'Test automation pays for itself when it shortens feedback loops and reduces escaped defects, not when it maximizes the number of automated test cases. Measuring the former, and being willing to delete tests that do not serve it, is the difference between an automation program that compounds in value and one that quietly becomes a maintenance burden.',
    ].join('\n\n'),
    excerpt:
      'The classic test pyramid still holds, but microservices change where its middle layer lives. Teams that invest in contract and component tests typically cut regression time by more than half while catching more defects earlier. Here is how we structure that investment and measure its return.',
    author: 'Elena Marchetti',
    publishedDate: '2025-05-27',
    imageFile: 'pov-test-pyramid-microservices.webp',
    isPublished: true,
    hashtags: ['TestAutomation', 'DevOps'],
  },
  {
    title: 'Golden Paths, Not Golden Cages: Building an Internal Developer Platform Teams Actually Adopt',
    description:
      'Internal developer platforms fail when they are built as mandates rather than products. We share the product practices, scope decisions and adoption metrics that separate platforms engineers choose from platforms they work around.',
    metaTitle: 'Golden Paths, Not Golden Cages | Crestline Consulting',
    metaDescription:
      'How to build an internal developer platform that teams choose to adopt: paved golden paths, self-service and a product mindset.',
    content: [
      'Platform engineering has become the default answer to a real problem: application teams spending a third or more of their time on infrastructure, pipelines and security tooling instead of product work. The answer is sound, but the execution often is not. We regularly meet platform teams that have spent a year assembling Kubernetes clusters, a service catalog and a dozen Terraform modules, only to find that most product teams still deploy the old way.',
      'The root cause is almost always that the platform was built as infrastructure rather than as a product. A product has identified users, a clear problem statement, a roadmap driven by user research and a measure of success. For an internal developer platform, the users are application engineers, the problem is the time and expertise it takes to get a change safely to production, and success is the share of teams that choose the platform when they have an alternative.',
      'We recommend starting with one golden path: a paved, opinionated route for the most common workload in the organization, typically a containerized HTTP service with a relational database. Version one should let a team create a new service from a template, get a repository with a working pipeline, deploy to a non-production environment, and see logs, metrics and traces, all within an hour and without filing a ticket. Everything else, including service meshes, multi-region failover and bespoke runtimes, can wait.',
      'Golden paths must remain paths, not cages. Teams with legitimate needs should be able to step off the path, provided they accept ownership of what they customize. In practice we expose platform capabilities at three levels: a fully managed template, composable modules for teams that need more control, and direct cloud access within guardrails enforced by policy as code. Mandating a single route tends to produce shadow infrastructure; offering a clearly better default produces adoption.',
      'Measurement should focus on developer outcomes. We track lead time from commit to production, time to first deployment for a new service, the percentage of services on the golden path, change failure rate, and a quarterly developer experience survey with a handful of consistent questions. One manufacturing client moved time to first deployment from eleven working days to under two hours, and that single number did more for platform funding than any architecture diagram.',
      'Platform teams also need to be staffed like product teams. That means a product manager or senior engineer explicitly accountable for the roadmap, regular office hours, documentation treated as a first-class deliverable, and a support rotation. With disciplined scope, a platform team of six to eight engineers can typically serve 150 to 300 application developers.',
      "When cloud migration and platform engineering run at the same time, which is common, make the migration the platform's first customer. Moving workloads onto the golden path as they migrate avoids building pipelines twice and gives the platform team a steady stream of real feedback. The combination is demanding, but it is the fastest route we know to a platform that engineers would choose even if nobody required it.",
    ].join('\n\n'),
    excerpt:
      'An internal developer platform is a product with internal customers, and it succeeds or fails on adoption. We describe how to choose the first golden path, what to leave out of version one, and which metrics show whether the platform is reducing cognitive load or merely relocating it.',
    author: 'Daniel Okafor',
    publishedDate: '2025-08-12',
    imageFile: 'pov-golden-paths-platform.webp',
    isPublished: true,
    hashtags: ['PlatformEngineering', 'DevOps', 'CloudMigration'],
  },
  {
    title: 'MLOps for the Mid-Market: The Minimum Viable Stack for Keeping Models Honest',
    description:
      'Mid-sized companies do not need a hyperscaler-grade ML platform to run models responsibly. We define the minimum set of practices and tools that keep production models accurate, reproducible and explainable.',
    metaTitle: 'MLOps for the Mid-Market | Crestline Consulting',
    metaDescription:
      'The minimum viable MLOps stack for a mid-market company: what it takes to keep models in production accurate, monitored and honest.',
    content: [
      "A mid-sized manufacturer we worked with had a demand forecasting model that had been in production for two years. Its accuracy had degraded from a mean absolute percentage error of 11 percent at launch to 26 percent, and nobody noticed until planners had quietly gone back to spreadsheets. There was no monitoring, the training code lived on a departed data scientist's laptop, and the model could not be retrained without reverse-engineering its features. This story is far more common than the industry likes to admit.",
      'Large technology companies run sophisticated ML platforms, and much of the MLOps literature assumes that scale. Organizations running five to fifty models need something far lighter, but not nothing. We define a minimum viable MLOps stack around five capabilities: reproducible training, a model registry, automated deployment, production monitoring and a retraining policy. Each can be implemented with modest tooling that a small team can own.',
      'Reproducible training means code, data and environment are versioned together. Training code belongs in source control with the same review standards as application code, training data should be snapshotted or referenced by an immutable version, and dependencies should be pinned in a container image. An experiment tracker such as MLflow records the parameters, metrics and artifacts of every run, so any production model can be traced back to exactly how it was built.',
      'A model registry provides the handoff between experimentation and production. Every model version carries its evaluation results, a reference to its training data, a named owner and a stage such as staging, production or archived. Promotion to production should require an automated evaluation against a holdout set and a comparison with the current champion, and it should be performed by a pipeline rather than by someone copying a file. At this scale, the registry in MLflow or in most cloud ML services is entirely sufficient.',
      'Monitoring is where most mid-market programs are weakest. At a minimum, track input drift on the ten or so most important features, the distribution of predictions over time, and the business metric the model exists to improve, with alerts routed to the model owner. Where ground truth arrives later, as in forecasting or credit, compute realized accuracy on a schedule and alert when it crosses a threshold agreed with the business. A monthly review of fifteen minutes per model is a cheap and surprisingly effective control.',
      'Finally, agree a retraining policy before you need one: scheduled retraining for models with predictable seasonality, triggered retraining for models whose drift alerts fire, and a documented rollback path in either case. For the manufacturer above, a weekly retraining pipeline with automated champion-challenger evaluation brought forecast error back to 12 percent within two months, and it has held there since.',
      'None of this requires a large platform team. Two engineers who understand both software delivery and machine learning can stand up the stack in eight to twelve weeks using managed services. The payoff is that models stop being fragile artifacts owned by individuals and become maintained assets owned by the organization.',
    ].join('\n\n'),
    excerpt:
      'Most models that fail in production do not fail loudly; they drift quietly until someone notices the business results. We outline a minimum viable MLOps stack for organizations running five to fifty models, covering the practices that matter most and the tools that are sufficient.',
    author: 'Maya Raghunathan',
    publishedDate: '2025-10-14',
    imageFile: 'pov-mlops-mid-market.webp',
    isPublished: true,
    hashtags: ['MLOps', 'MachineLearning', 'Manufacturing'],
  },
  {
    title: 'Your First CRM Should Not Be Your Last: Sequencing Sales, Billing and Finance Systems',
    description:
      'Startups and small businesses often buy systems in the order pain appears, then spend years reconciling them. We describe a sequencing approach that keeps customer, revenue and finance data connected from the tenth hire to the hundredth.',
    metaTitle: 'Sequencing CRM, Billing and Finance | Crestline Consulting',
    metaDescription:
      'Your first CRM should not be your last: how to sequence sales, billing and finance systems so that each step builds on the one before.',
    content: [
      'Small and fast-growing companies rarely choose their core systems; they accumulate them. A CRM arrives when the second salesperson joins, a billing tool when invoices outgrow the accounting package, a help desk when the support inbox becomes unmanageable. Each decision is sensible on its own. The problem appears around the fifty-employee mark, when leadership asks a simple question, such as which customers are profitable, and discovers that the customer records in four systems do not match.',
      'Our starting principle is that there should be one system of record for the customer and one for money, and everything else should reference them. For most of the companies we work with, the CRM owns accounts, contacts and the commercial relationship, while the accounting system owns invoices, payments and revenue. Billing, support and marketing tools read from and write back to those two, using the same account identifier.',
      'Sequencing matters. We typically recommend implementing the CRM with a clean account and opportunity model first, then connecting quoting and billing so that a closed deal creates a customer and an order without re-keying, then integrating accounting, and only then adding a service desk and marketing automation. Reversing the order, for example deploying marketing automation before the CRM data model is settled, produces duplicate records and attribution reports that nobody trusts.',
      'The most common pitfall is over-customization in year one. Suites such as Zoho One, HubSpot or the Salesforce starter editions can be configured to match almost any process, and founders understandably want the system to reflect how they sell today. We advise resisting custom objects and complex automation for the first six months. Use standard objects, a small number of required fields, and a handful of pipeline stages that reflect real buying decisions. Customize once the process has stabilized and usage data shows where the friction is.',
      'Data hygiene should be designed in rather than cleaned up later. That means defining what makes an account unique, deciding who can create accounts, enforcing required fields at the right pipeline stage rather than at record creation, and reviewing a duplicate report every week. These steps take a few hours to set up and save weeks of cleanup when the company raises its next round and investors ask for cohort and retention data.',
      'Budget is a real constraint, so we also help clients separate what to buy now from what to defer. A twenty-person company usually needs a CRM, an accounting system, a simple billing or payments integration and a shared document workspace. It usually does not yet need a data warehouse, a customer data platform or a dedicated business intelligence tool; the reporting inside the CRM and accounting system will serve until the questions outgrow it.',
      'Getting this right early is not about buying enterprise software before you need it. It is about making a handful of structural decisions, one customer record, one money record and integrations added in the right order, that let the business scale without rebuilding its operational foundation every eighteen months.',
    ].join('\n\n'),
    excerpt:
      'The systems a company adopts between ten and one hundred employees shape how it sells, bills and reports for years. Sequencing CRM, billing and accounting deliberately, with a shared customer record at the center, avoids the costly cleanup most growing companies eventually face.',
    author: 'Sarah Lindqvist',
    publishedDate: '2025-12-09',
    imageFile: 'pov-startup-systems-sequencing.webp',
    isPublished: true,
    hashtags: ['SMBEnablement', 'DigitalTransformation'],
  },
  {
    title: 'Staff Augmentation Without the Knowledge Drain: Structuring Blended Teams for Durable Outcomes',
    description:
      'Augmented engineers can accelerate delivery or leave behind code nobody understands. We explain the onboarding, pairing and handover practices that make blended teams productive quickly and keep knowledge inside the client organization.',
    metaTitle: 'Staff Augmentation Without the Drain | Crestline Consulting',
    metaDescription:
      'How to structure blended teams so that knowledge stays when contractors leave, and staff augmentation leads to durable outcomes.',
    content: [
      'Staff augmentation is one of the most practical tools available to a technology leader facing a deadline, a skills gap or a hiring freeze. It is also one of the most frequently misused. The typical failure is not poor engineering. It is that augmented engineers are placed in a separate lane, deliver a self-contained piece of work, and roll off leaving code and operational knowledge that the permanent team has never touched.',
      'We structure blended teams around three rules. First, augmented engineers join existing teams rather than forming their own, and they follow the same rituals, code review standards and on-call expectations. Second, every significant piece of work has a permanent owner from the client organization, even when an augmented engineer writes most of the code. Third, knowledge transfer is planned from the first week, not scheduled for the last.',
      `![A grid of blue tiles with a few orange ones among them](${seedImageAddress('case-retailer-blended-team.webp')} "Most of a blended squad is the client's own engineers; a few specialists join them.")`,
      "Onboarding speed is where augmentation earns or loses its value. We aim for a first merged pull request within five working days, which requires preparation on both sides: access provisioned before the start date, a documented local development setup, a starter task chosen in advance and a named buddy on the permanent team. When those are missing, two to three weeks of an engineer's time can disappear into waiting for credentials, a cost that never shows up in rate comparisons.",
      'Pairing is the most efficient knowledge transfer mechanism we know. We recommend that augmented and permanent engineers pair on at least one story per sprint, rotating partners, and that design decisions are captured as short architecture decision records in the repository. For one specialty retailer preparing for peak season, this practice meant that when the augmented engineers rolled off in January, the permanent team owned every service they had built and handled the next peak without outside help.',
      `![Many thin blue lines converging, with one orange line rising through them](${seedImageAddress('pov-golden-paths-platform.webp')} "Knowledge transfer is a path planned from the first week, not a handover at the end.")`,
      'Leaders should also measure augmentation differently. Rather than tracking only utilization and rates, track time to first contribution, the proportion of augmented work reviewed by permanent engineers, the number of services or components with a permanent owner, and the outcome of a simple handover readiness checklist completed four weeks before each roll-off. These indicators expose knowledge concentration early, while it can still be fixed.',
      'The change management dimension is easy to underestimate. Permanent staff may see augmented engineers as a threat, or as a signal that leadership does not trust them to deliver. Being explicit about why augmentation is being used, for how long, and how it will leave the permanent team stronger goes a long way. So does involving team leads in selecting the engineers they will work alongside.',
      'Done well, staff augmentation is not a substitute for building capability but a way of accelerating it. The organizations that benefit most treat every augmented engagement as a chance to raise the skills of their own people, and they plan the exit on the same day they plan the start.',
      '[Planning a blended team?](/contact)',
    ].join('\n\n'),
    excerpt:
      'Staff augmentation is often bought as capacity and judged on rates, yet its real cost shows up when contractors roll off. Structuring blended teams around shared ownership, deliberate pairing and planned knowledge transfer turns temporary capacity into lasting capability.',
    author: 'James Whitfield',
    publishedDate: '2026-03-10',
    imageFile: 'pov-blended-teams.webp',
    isPublished: true,
    hashtags: ['StaffAugmentation', 'ChangeManagement', 'Retail'],
  },
  {
    title: 'FinOps Is a Process Problem: Cutting Cloud Spend Without Slowing Delivery',
    description:
      'Cost dashboards and rightsizing reports deliver a one-time dip in cloud spend. Lasting savings come from allocation, a decision cadence and engineering defaults that put cost in front of the people who create it.',
    metaTitle: 'FinOps Is a Process Problem | Crestline Consulting',
    metaDescription:
      'Cutting cloud spend without slowing delivery: FinOps as a process of ownership, visibility and steady decisions, not a one-off cleanup.',
    content: [
      'Cloud cost programs usually begin with tooling: a cost dashboard, a rightsizing report and a list of idle resources. The first round of savings is real, often 10 to 15 percent of monthly spend, and then the curve flattens. Six months later spend is climbing again, because the decisions that drive cost, such as architecture choices, environment sprawl and capacity commitments, are still being made without cost information by people who are not accountable for the result.',
      'We treat FinOps as a process and operating-model problem first and a tooling problem second. The goal is to put cost information in front of the people who make spending decisions, at the moment they make them, and to give them clear accountability for the outcome. That requires three things: reliable cost allocation, a regular cadence of decisions, and engineering practices that make the efficient choice the easy one.',
      'Allocation comes first because nothing else works without it. A tagging standard with four or five mandatory keys, typically application, environment, owner, cost center and data classification, enforced through policy as code at provisioning time, allows 90 percent or more of spend to be attributed to a team. Shared costs such as networking and platform services should be allocated by an agreed formula rather than left in an unowned bucket, which in our experience often hides 20 to 30 percent of the bill.',
      'The cadence is a thirty-minute monthly cost review for each product team, looking at spend against forecast, unit cost trends such as cost per order or cost per thousand API calls, and the top three optimization opportunities. A quarterly portfolio review handles commitment purchases such as savings plans and reserved capacity, where finance and engineering must agree on coverage targets. Decisions and owners are recorded, and every review starts with what happened to the previous ones.',
      "Engineering practices close the loop. Cost estimates belong in pull requests for infrastructure changes, non-production environments should shut down outside working hours by default, and the platform's golden paths should default to efficient instance families, storage tiers and autoscaling policies. During a cloud migration, set those defaults before lift-and-shift patterns harden into permanent overprovisioning.",
      'The metrics that matter are unit economics rather than the total bill. Total spend should rise when the business grows; cost per transaction, per customer or per model inference should fall or hold steady. One manufacturing client reduced its cloud cost per production order processed by 31 percent over a year while total cloud spend rose 8 percent, a result that finance and engineering leadership both recognized as success.',
      'FinOps done this way does not slow delivery. Teams spend a few hours a month on cost, make better architecture decisions because they can see the consequences, and stop being surprised by invoices. The savings compound because the process that produces them keeps running.',
      "Draft for partner review: confirm the client's approval to cite the unit-cost figures and add a short sidebar on commitment purchasing before scheduling.",
    ].join('\n\n'),
    excerpt:
      'Most cloud cost programs deliver a one-time saving and then watch spend creep back. Sustainable FinOps depends on cost allocation, a monthly decision cadence and efficient engineering defaults, measured in unit economics rather than the size of the bill.',
    author: 'Daniel Okafor',
    publishedDate: '2026-07-21',
    imageFile: 'pov-finops-process.webp',
    isPublished: false,
    hashtags: ['FinOps', 'CloudMigration', 'ProcessConsulting'],
  },
  {
    title: 'Quality Engineering for AI Features: How to Test Software That Has No Single Right Answer',
    description:
      'Generative AI features break the assumptions behind traditional test automation. We set out a practical quality engineering approach built on evaluation datasets, graded scoring and production feedback.',
    metaTitle: 'Quality Engineering for AI Features | Crestline Consulting',
    metaDescription:
      'How to test software that has no single right answer: evaluation sets, guardrails and monitoring for the AI features in your product.',
    content: [
      'Quality engineers are increasingly asked to sign off on features built on large language models: claim summaries, customer correspondence drafts, search assistants and document extraction. Traditional automation assumes a deterministic system in which a given input produces one expected output. Generative features violate that assumption, and teams that force them into assertion-based tests end up with suites that either fail constantly or test nothing meaningful.',
      'The foundation of AI quality engineering is an evaluation dataset rather than a set of test cases. For a claims summarization feature at an insurer, that meant 400 real claim files, de-identified, each paired with a reference summary and a list of facts that any acceptable summary must contain and must not contradict. The dataset is stratified by line of business, claim complexity and document quality, and it grows every time production feedback reveals a failure mode that was not yet represented.',
      'Scoring replaces assertions. We combine three kinds of checks: deterministic checks for format, length, required fields and forbidden content; reference-based checks such as fact coverage and numerical consistency with the source; and rubric-based grading, in which a separate model or a human reviewer scores outputs against criteria such as accuracy, completeness and tone. Model-based grading must itself be validated against human judgments on a sample, and recalibrated whenever the grading model changes.',
      'Release gates are defined in terms of aggregate quality. A change to a prompt, a retrieval configuration or the underlying model version is blocked if fact coverage drops by more than two points, if any critical-severity failure appears, or if 95th percentile latency exceeds the agreed budget. Because outputs vary from run to run, we evaluate each example several times for high-risk features and look at the distribution rather than a single result.',
      "Non-functional testing carries over with new emphasis. Adversarial testing covers prompt injection through uploaded documents, attempts to extract other customers' data, and requests outside the feature's intended scope. Performance testing must account for token-based rate limits and variation in provider latency. Cost per request becomes a tested property too, since a prompt change that doubles the context size can double the bill.",
      'Finally, production is part of the test strategy. Sampled human review of live outputs, in-product feedback controls, and dashboards tracking override and escalation rates provide the signal that keeps the evaluation set honest. At the insurer, the reviewer override rate fell from 18 percent in the first month to 6 percent by the fourth, largely because production failures were fed back into the evaluation set and addressed before the next release.',
      'The role of the quality engineer changes, but it does not shrink. Designing evaluation sets, defining rubrics, validating graders and owning release criteria require exactly the skills good testers have always brought: skepticism, domain understanding and a clear view of what failure costs the business.',
      'Working draft: add the scoring rubric template as an appendix and confirm the override-rate figures with the client team before scheduling.',
    ].join('\n\n'),
    excerpt:
      'Assertions that expect one exact output do not work when the same input can produce many acceptable answers. Quality engineering for AI features relies on curated evaluation sets, rubric-based scoring and release gates tied to measured quality. It borrows as much from experimentation as from classic regression testing.',
    author: 'Elena Marchetti',
    publishedDate: '2026-10-06',
    imageFile: 'pov-testing-ai-features.webp',
    isPublished: false,
    hashtags: ['TestAutomation', 'GenerativeAI', 'Insurance'],
  },
]

export const seedCaseStudies: SeedCaseStudy[] = [
  {
    title: 'Building a Governed Enterprise Data Platform for a Regional Health System',
    description:
      'We consolidated fourteen departmental data marts into a governed cloud data platform, giving clinical, operational and finance leaders a single trusted view of quality, capacity and revenue cycle performance.',
    metaTitle: 'A Governed Data Platform for Health | Crestline Consulting',
    metaDescription:
      'How we built a governed enterprise data platform for a regional health system, with trusted metrics, access controls and faster reports.',
    content: [
      'The engagement began with a four-week discovery and decision-mapping phase. We interviewed 26 leaders across quality, nursing, finance, revenue cycle and operations, catalogued 61 recurring reports, and traced the lineage of the 30 most-used metrics back to source tables. This exercise surfaced three different definitions of readmission in active use and showed that 40 percent of report requests were variations on the same dozen questions.',
      'Platform build-out ran in parallel. We provisioned Snowflake with separate raw, staging and curated layers, configured Fivetran connectors for the billing and workforce systems, and used Azure Data Factory with change data capture for the EHR reporting database, which remained on premises. All infrastructure and access policies were defined in Terraform, and every dbt model shipped with tests for uniqueness, referential integrity and accepted values, run in CI on each pull request.',
      'Governance was deliberately scoped. Rather than chartering a large council, we formed a working group of eight data stewards who met every two weeks to approve definitions for the 42 critical data elements in scope. Definitions lived alongside the dbt models and were published automatically to the data catalog, so the documentation analysts read was always the version the code used. Data quality results appeared on a steward dashboard with owners and remediation dates.',
      'The first decision products shipped in month four: a board quality scorecard, a daily capacity and discharge dashboard for bed management, and a denials analysis by payer and reason code, all built in Power BI on the shared semantic model. We piloted with two hospitals, gathered feedback in weekly sessions with charge nurses and revenue cycle managers, and iterated before rolling out system-wide.',
      "Months six to eight focused on migration and enablement. We retired eleven of the fourteen legacy data marts, moved their consumers onto the curated layer, and trained 85 analysts and power users through role-based workshops. The handover included runbooks, an on-call rotation for pipeline failures and a quarterly roadmap owned by the health system's own data platform lead.",
    ].join('\n\n'),
    excerpt:
      'A nine-hospital health system was assembling its quality reporting by hand from fourteen data marts. In eight months we delivered a governed cloud data platform, a shared metric layer and self-service dashboards that cut board reporting time by more than 80 percent.',
    client: 'A Midwest regional health system (9 hospitals, 120 clinics)',
    industry: 'Healthcare',
    challenge: [
      'The health system had grown through acquisition, and each hospital brought its own reporting habits. Fourteen departmental data marts, fed by the EHR reporting database, two billing systems and a workforce management platform, produced conflicting numbers for basic measures such as length of stay, readmissions and denied claims. The six-person analytics team spent most of each month reconciling figures by hand.',
      'The monthly quality scorecard for the board took 19 business days to produce, so leaders were reviewing performance that was already six weeks old. A planned expansion of value-based care contracts raised the stakes: the system needed timely, auditable quality and cost data to manage risk-sharing agreements worth more than $200 million a year.',
    ].join('\n\n'),
    solution: [
      'Crestline ran a four-week decision-mapping exercise with clinical, operational and finance leaders to prioritize the metrics behind the most consequential decisions: quality measures tied to value-based contracts, bed capacity and discharge timing, and denial rates by payer. Those priorities shaped the first release of a cloud data platform built on Snowflake, with Fivetran and Azure Data Factory for ingestion and dbt for modeled, tested transformations.',
      'We established a lightweight data governance model focused on 42 critical data elements, each with a named steward, a business definition and automated quality tests. A shared semantic layer ensured every dashboard used the same definitions, while role-based access controls and dynamic masking limited protected health information to people with a clinical or operational need.',
    ].join('\n\n'),
    results: [
      'Reduced board quality scorecard production from 19 business days to 3',
      'Consolidated 14 departmental data marts into one governed platform and retired 11 of them',
      'Identified $4.2M in recoverable denied claims per year through payer-level denial analysis',
      'Cut ad hoc report requests to the central analytics team by 62%',
      'Achieved 99.6% on-time completion of nightly pipelines over the final six months',
    ].join('\n'),
    projectDuration: '8 months',
    teamSize: '5 data engineers, 1 BI developer, 1 engagement lead',
    technologies: 'Snowflake, dbt, Fivetran, Azure Data Factory, Power BI, Terraform, Python, GitHub Actions',
    imageFile: 'case-health-system-data-platform.webp',
    isPublished: true,
    hashtags: ['DataStrategy', 'DataGovernance', 'Healthcare'],
  },
  {
    title: 'Machine Learning Claims Triage for a Property and Casualty Insurer',
    description:
      'We designed and deployed a claims triage system that combines document extraction, a severity model and a governed generative AI summary, routing each new claim to the right adjuster on day one.',
    metaTitle: 'ML Claims Triage for a P&C Insurer | Crestline Consulting',
    metaDescription:
      'Machine learning claims triage for a property and casualty insurer: faster routing of claims, with adjusters in control of every decision.',
    content: [
      'We started with a six-week data and feasibility phase. Working with claims operations and the actuarial team, we assembled 410,000 closed claims with outcome labels, including final incurred loss, litigation flag and handling specialty, and agreed a definition of a complex claim that both adjusters and actuaries accepted. Baseline analysis showed that 14 percent of claims accounted for 71 percent of incurred losses, and that a third of those were initially routed to a generalist queue.',
      'Document extraction combined Amazon Textract for forms and tables with a large language model, accessed through Amazon Bedrock, for free-text loss descriptions. Extracted values were validated against schema rules and confidence thresholds, and low-confidence fields went to a human review queue rather than downstream. On a 1,200-document audit set, field-level accuracy reached 96 percent during the pilot.',
      'The severity model used LightGBM with 140 features drawn from extracted fields, policy data and claim history. We validated it on an out-of-time holdout year and across subgroups defined by line of business, region and claimant type, and documented performance and limitations in a model card reviewed by model risk management. Feature attributions were stored with every score, so adjusters and auditors could see why a claim was flagged.',
      'The generative summary was treated as a separate, governed component. An evaluation set of 350 claims with adjuster-written reference summaries was used to score fact coverage and factual consistency on every prompt or model change, and every summary cited its source document and page. Adjusters could flag an error in one click; flagged cases were reviewed weekly and added to the evaluation set.',
      'Deployment used SageMaker endpoints behind an internal API, with infrastructure in Terraform and a CI/CD pipeline that ran unit tests, data validation and the full model evaluation before promotion. After a four-week shadow period in which model decisions were logged but not acted on, the system went live for commercial auto and then property, ramping from 10 to 100 percent of claim volume over six weeks.',
    ].join('\n\n'),
    excerpt:
      'First notice of loss reports were triaged by hand, leaving complex claims waiting days for the right adjuster. A production machine learning triage pipeline with governed generative AI summaries now routes most claims within hours and has cut cycle time on complex claims by 23 percent.',
    client: 'A top-25 US property and casualty insurer',
    industry: 'Insurance',
    challenge: [
      "The insurer's commercial auto and property lines received roughly 1,800 new claims a day through email, broker portals and a call center. Every first notice of loss was read by a triage team that judged severity, flagged coverage questions and chose a queue. The average time from first notice to assignment to the right adjuster was 2.6 days, and misrouted complex claims could take a week to reach a specialist, driving up loss adjustment expense and litigation rates.",
      'Earlier automation attempts had produced a rules engine with more than 900 rules that nobody fully understood, and a data science prototype that never left a notebook. Model risk management required explainability, documented validation and ongoing monitoring before any model could influence claim handling.',
    ].join('\n\n'),
    solution: [
      'Crestline built a triage pipeline with three components: document extraction that turns unstructured first notice documents into structured fields, a gradient-boosted severity and complexity model trained on seven years of closed claims, and a generative AI summary that gives the assigned adjuster a cited, one-page overview of the claim. Routing logic was reduced to 60 transparent business rules applied on top of the model scores.',
      'The system was built to satisfy model risk management from day one. Every model version was tracked in MLflow with its training data reference and validation report, feature attributions were stored with each prediction, and the summary component could only draw on retrieved claim documents, with citations. Monitoring covered input drift, score distributions and adjuster override rates, reviewed monthly by a group chaired by the claims operations lead.',
    ].join('\n\n'),
    results: [
      'Reduced average time from first notice of loss to adjuster assignment from 2.6 days to 4 hours',
      'Routed 78% of new claims automatically without manual triage',
      'Cut cycle time on complex claims by 23%',
      'Raised correct first-time routing of complex claims from 66% to 91%',
      'Replaced a 900-rule legacy engine with 60 documented business rules',
      'Passed model risk management validation with no material findings',
    ].join('\n'),
    projectDuration: '6 months',
    teamSize: '3 ML engineers, 1 data scientist, 1 QA engineer, 1 delivery lead',
    technologies:
      'Python, LightGBM, Amazon SageMaker, Amazon Textract, Amazon Bedrock, MLflow, Terraform, PostgreSQL',
    imageFile: 'case-insurer-claims-triage.webp',
    isPublished: true,
    hashtags: ['MachineLearning', 'MLOps', 'GenerativeAI', 'Insurance'],
  },
  {
    title: "Continuous Testing for a Commercial Bank's Digital Banking Platform",
    description:
      'We replaced a twelve-day manual regression cycle with an automated, pipeline-integrated test strategy across web, mobile and API layers, allowing the bank to move from monthly to biweekly releases.',
    metaTitle: 'Continuous Testing for a Bank | Crestline Consulting',
    metaDescription:
      "Continuous testing for a commercial bank's digital banking platform: automated suites in the pipeline and safer, more frequent releases.",
    content: [
      'We began with a three-week assessment, mapping all 2,100 manual test cases to business risk and to the components they exercised. Around 35 percent were duplicates or covered obsolete functionality and were retired. We then classified each remaining case by the lowest layer at which it could be reliably automated, which showed that nearly 60 percent of the intended coverage could be achieved through API and contract tests.',
      "Framework development focused on maintainability. Page objects and API clients were shared across suites, test data was generated through the bank's own APIs into isolated synthetic customer profiles instead of shared accounts, and every test was tagged with the requirement and risk category it covered. Flaky tests were quarantined automatically after two non-deterministic failures in a rolling two-week window and triaged within the sprint.",
      'Performance testing with k6 covered the login, account summary and transfer APIs, modeled on peak payroll-day traffic. The first runs exposed a connection pool limit in an integration service that had been causing intermittent slowdowns in production for months; fixing it reduced 95th percentile response time for account summary from 2.8 seconds to 900 milliseconds.',
      "Pipeline integration changed how the teams worked. Developers received API and contract test results within 15 minutes of opening a pull request, and each release candidate received a full regression verdict overnight. We coached the bank's developers to write component and contract tests as part of their definition of done, while the bank's quality engineers took ownership of the framework and the end-to-end journeys.",
      'For audit readiness, every pipeline run produced an evidence pack linking tests to requirements, access-control test results and approvals, stored under retention settings agreed with internal audit. In the first examination after go-live, the bank produced complete test evidence for every sampled change within a day.',
    ].join('\n\n'),
    excerpt:
      'Manual regression testing was limiting a commercial bank to one digital banking release a month. A continuous testing program spanning API, contract, web, mobile and performance testing cut regression from twelve days to under nine hours and reduced escaped defects by 71 percent.',
    client: 'A $9B-asset Midwest commercial bank',
    industry: 'Financial Services',
    challenge: [
      "The bank's digital banking platform served 240,000 retail and small business customers through web and mobile channels, backed by 30 internal APIs and integrations with the core banking system and a payments processor. Regression testing was almost entirely manual: fourteen contract testers executed about 2,100 test cases over twelve business days before each monthly release.",
      'Despite that effort, post-release production incidents were rising, and a previous automation attempt had left a brittle suite of 600 UI scripts whose pass rate swung between 60 and 85 percent. Examiners had also asked for stronger evidence of testing on changes affecting payments and access controls.',
    ].join('\n\n'),
    solution: [
      'Crestline designed a risk-based test strategy that rebalanced coverage toward API and contract tests, with a focused set of end-to-end journeys for critical flows such as login, transfers, bill pay and mobile check deposit. We built a unified framework using Playwright for web, Appium on a device cloud for native mobile, REST Assured for APIs and Pact for contracts between the digital platform and internal services.',
      "Tests were integrated into the bank's Azure DevOps pipelines: API and contract suites ran on every pull request, and the end-to-end suite ran on every release candidate. Synthetic test data management and an automated evidence pack, mapping each run to requirements and controls, addressed both test stability and audit expectations.",
    ].join('\n\n'),
    results: [
      'Cut the regression cycle from 12 business days to under 9 hours',
      'Increased release frequency from monthly to every two weeks',
      'Reduced escaped production defects by 71% across the first six releases',
      'Raised automated coverage of the regression scope from 18% to 84%',
      'Lowered annual regression testing cost by 58%',
    ].join('\n'),
    projectDuration: '7 months',
    teamSize: '4 QA automation engineers, 1 performance engineer, 1 QA lead',
    technologies: 'Playwright, Appium, REST Assured, Pact, k6, Azure DevOps, BrowserStack, TypeScript, Java',
    imageFile: 'case-bank-continuous-testing.webp',
    isPublished: true,
    hashtags: ['TestAutomation', 'DevOps', 'FinancialServices'],
  },
  {
    title: 'Cloud Migration and an Internal Developer Platform for a Precision Components Manufacturer',
    description:
      'We migrated 38 applications from an aging colocation facility to AWS and built an internal developer platform that took new-service setup from weeks to under an hour while lowering infrastructure cost.',
    metaTitle: 'Cloud Migration for a Manufacturer | Crestline Consulting',
    metaDescription:
      'Cloud migration and an internal developer platform for a precision components manufacturer, with faster delivery and lower running costs.',
    content: [
      "The first six weeks established foundations. We ran application discovery across 52 workloads, retired 9 that were no longer used, consolidated 5 more, and sequenced the remaining 38 into six migration waves. In parallel the platform team delivered the AWS landing zone: a multi-account structure, Transit Gateway networking back to the plants, single sign-on through the company's identity provider, and service control policies that blocked unapproved regions and public storage.",
      'The golden path shipped in month three. A developer could choose a template in Backstage, receive a repository with a working GitHub Actions pipeline, container build, security scanning and Helm chart, and see the service deployed by Argo CD to a development namespace on EKS in about 40 minutes. Dashboards, alerts and a runbook stub were generated with each service. We held weekly office hours and shadowed the first four teams through onboarding, fixing friction in the templates between sessions.',
      'Migration waves moved from lowest to highest risk. The customer portal and internal tools moved first onto the golden path; the quality management system was replatformed onto Amazon RDS; and the MES integration services, the most sensitive workloads, were containerized and run in parallel with their on-premises versions for three weeks with automated message reconciliation before cutover. Every cutover had a rehearsed rollback plan, and none had to be used.',
      'Cost and reliability were managed from the start. Tagging policies enforced application, environment and owner keys at provisioning time, non-production clusters scaled down outside plant working hours, and a monthly cost review with each application team tracked cloud cost per production order processed. Service level objectives were defined for the plant integrations, with error budgets reviewed in the same monthly meeting.',
      "Knowledge transfer was built into the delivery model. The client's infrastructure engineers paired with Crestline platform engineers throughout, took over platform on-call in month eight, and owned the platform roadmap by month ten. The colocation facility was vacated five weeks before the lease deadline.",
    ].join('\n\n'),
    excerpt:
      'With a data center lease ending and plant systems depending on fragile integrations, a manufacturer needed to move to the cloud without disrupting production. We migrated 38 applications and delivered a golden-path platform that cut environment provisioning from ten days to 45 minutes.',
    client: 'A privately held precision components manufacturer (2,400 employees, 6 plants)',
    industry: 'Manufacturing',
    challenge: [
      'The manufacturer ran its ERP integrations, manufacturing execution system interfaces, quality systems and customer portal from a single colocation facility whose lease expired in twelve months. Infrastructure was provisioned manually through tickets, new environments took about ten working days, and each of the four application teams maintained its own deployment scripts. Releases were scheduled for weekends because any deployment risked interrupting plant-floor integrations.',
      'Leadership wanted to exit the data center on time, clear an infrastructure ticket backlog of more than 300 requests, and let application teams deliver changes safely during the working week, all without adding headcount to a six-person infrastructure group.',
    ].join('\n\n'),
    solution: [
      "Crestline combined a wave-based migration to AWS with the build-out of an internal developer platform, making the migration the platform's first customer. We defined a landing zone covering account structure, networking, identity and guardrails in Terraform, and built a golden path for containerized services on Amazon EKS, with GitHub Actions for builds, Argo CD for GitOps deployment and a Backstage portal for service templates and documentation.",
      'Each workload was assessed and assigned a migration pattern, rehost, replatform or refactor, based on business criticality and change frequency. Plant-facing integrations were migrated with dual running and automated reconciliation so production never depended on an untested path. Observability with OpenTelemetry, Prometheus and Grafana, and cost allocation tags enforced by policy, were part of the platform from its first release.',
    ].join('\n\n'),
    results: [
      'Migrated 38 applications to AWS and exited the data center 5 weeks ahead of the lease deadline',
      'Reduced environment provisioning time from 10 working days to 45 minutes',
      'Cut deployment lead time from about 3 weeks to under 1 day, with releases moved to weekdays',
      'Lowered annual infrastructure cost by 27% against the colocation baseline',
      'Maintained 99.95% availability for plant-floor integrations through every migration wave',
      'Cleared an infrastructure backlog of more than 300 tickets through self-service',
    ].join('\n'),
    projectDuration: '10 months',
    teamSize: '5 platform engineers, 1 cloud architect, 1 delivery lead',
    technologies:
      'AWS, Amazon EKS, Terraform, Argo CD, GitHub Actions, Backstage, Helm, OpenTelemetry, Prometheus, Grafana, Amazon RDS',
    imageFile: 'case-manufacturer-cloud-platform.webp',
    isPublished: true,
    hashtags: ['PlatformEngineering', 'CloudMigration', 'FinOps', 'Manufacturing'],
  },
  {
    title: 'Standing Up CRM and Finance Operations for a Venture-Backed Freight-Tech Startup',
    description:
      'We implemented an integrated CRM, quoting, billing and accounting stack that replaced spreadsheets and manual re-keying, giving the founders real-time pipeline and revenue visibility ahead of their next funding round.',
    metaTitle: 'CRM and Finance for a Startup | Crestline Consulting',
    metaDescription:
      'Standing up CRM and finance operations for a venture-backed freight-tech startup, ready to scale from first customers to growth.',
    content: [
      'The engagement opened with a two-week process design sprint. We mapped the lead-to-cash process with the sales, operations and finance leads, identified 14 points where data was re-entered by hand, and agreed definitions for key terms such as qualified opportunity, active customer and booked revenue. Those definitions became the basis for required fields and stage criteria in the CRM.',
      'Weeks three to seven covered the CRM build and data migration. We deduplicated and merged about 6,800 contact and account records from the spreadsheet, the free CRM tier and the accounting system into 2,150 accounts, set matching rules to prevent new duplicates, and configured lane-based quoting with approval rules for margins below target. Sales users were onboarded in two cohorts with short role-specific sessions and a one-page playbook.',
      "Weeks eight to eleven connected the CRM to finance. Closed deals created customers and sales orders in Zoho Books through the native integration, and shipment confirmations from the company's transportation management system triggered invoices through a small Zapier workflow with error alerts to the finance inbox. Stripe payouts were reconciled automatically, and a redesigned chart of accounts separated revenue and transportation cost by service line.",
      'The final three weeks delivered reporting and handover. Zoho Analytics dashboards gave the founders daily pipeline, win rate by lane, gross margin by customer and receivables ageing, and the monthly board pack could now be produced in a day. We trained the operations coordinator as system administrator, left a runbook for common changes, and held follow-up health checks at 30 and 90 days.',
    ].join('\n\n'),
    excerpt:
      'A fast-growing freight-tech startup was running sales from spreadsheets and invoicing by hand. In fourteen weeks we implemented an integrated CRM and finance stack that shortened quote-to-cash from eleven days to three and cut month-end close from nine days to four.',
    client: 'A Series A freight-tech startup (45 employees)',
    industry: 'Logistics',
    challenge: [
      'After closing its Series A, the company grew from 15 to 45 employees in a year and tripled its base of shipper customers. Sales activity lived in a shared spreadsheet and a free CRM tier used by half the team, quotes were assembled in documents, and invoices were created manually in the accounting system from carrier confirmations. Finance spent about 20 hours a week re-keying data and chasing missing purchase order numbers.',
      'The founders could not answer basic questions about pipeline coverage, win rates by lane or gross margin by customer without a week of manual work, and the board wanted reliable metrics before the company began raising its next round. The budget ruled out an enterprise implementation, and there was no internal systems administrator.',
    ].join('\n\n'),
    solution: [
      'Crestline designed a right-sized stack with Zoho CRM as the system of record for customers and Zoho Books as the system of record for money, sharing a single account identifier. We configured a simple opportunity pipeline aligned with how shippers actually buy freight capacity, lane-based quote templates, and integrations that created customers, sales orders and invoices automatically when a deal closed and a shipment was confirmed.',
      'Stripe handled card and ACH payments, reconciled automatically into Zoho Books, and Zoho Analytics provided founder and board dashboards for pipeline, bookings, margin and receivables. We kept customization deliberately light, trained an operations coordinator as the internal administrator, and documented every configuration decision.',
    ].join('\n\n'),
    results: [
      'Shortened the quote-to-cash cycle from 11 days to 3',
      'Reduced month-end close from 9 days to 4',
      'Eliminated about 20 hours per week of manual data re-entry in finance',
      'Consolidated 6,800 duplicate-prone records into 2,150 clean customer accounts',
      'Reduced days sales outstanding from 52 to 38',
      'Cut board reporting preparation from a week to a single day',
    ].join('\n'),
    projectDuration: '14 weeks',
    teamSize: '2 CRM consultants, 1 finance systems analyst, 1 engagement lead',
    technologies: 'Zoho CRM, Zoho Books, Zoho Analytics, Stripe, Zapier, Google Workspace',
    imageFile: 'case-freight-startup-crm.webp',
    isPublished: true,
    hashtags: ['SMBEnablement', 'DigitalTransformation', 'Logistics'],
  },
  {
    title: 'Scaling E-Commerce Delivery for a Specialty Retailer with a Blended Engineering Team',
    description:
      'We embedded a blended team of augmented engineers and quality specialists and redesigned the delivery process, helping a specialty retailer launch a re-platformed storefront on schedule and run peak season with its own team.',
    metaTitle: 'Scaling E-Commerce for a Retailer | Crestline Consulting',
    metaDescription:
      'Scaling e-commerce delivery for a specialty retailer with a blended engineering team that shipped faster and kept its knowledge in-house.',
    content: [
      'Onboarding was planned before the first engineer arrived. Accounts, laptops and repository access were provisioned ahead of each start date, every engineer had a documented starter task and a named buddy, and the median time to first merged pull request was four working days. The two quality engineers set up a shared Playwright framework in the first month and coached team members on writing tests as part of every story.',
      'The process redesign was introduced in stages to avoid disrupting the live site. We started with two pilot teams for checkout and product discovery, measured lead time and defect rates for six weeks, and then rolled the model out to the remaining teams. A single program board replaced four separate status reports, and a weekly dependency review cut blocked work items by more than half.',
      "As launch approached, the team ran three full peak-load rehearsals using traffic models from the previous two holiday seasons, tuning caching, search and checkout services until they sustained three times the prior year's peak order rate. The new storefront launched seven weeks before Black Friday, leaving time for two optimization releases ahead of peak.",
      'Knowledge transfer was tracked with a handover readiness checklist for every service, reviewed four weeks before each planned roll-off. By January, when the augmented engineers rolled off in two groups, permanent engineers were the primary owners and on-call responders for all 17 new services. The retailer has since continued releasing on a two-week cadence without outside support.',
    ].join('\n\n'),
    excerpt:
      'Facing a re-platforming deadline and a hiring freeze, a specialty retailer needed senior engineering capacity fast. A blended team of 14 augmented specialists, paired with a redesigned delivery process, launched the new storefront ahead of peak and left the permanent team owning every service.',
    client: 'A top-20 US specialty retailer',
    industry: 'Retail',
    challenge: [
      'The retailer had committed to moving its e-commerce storefront from a legacy monolith to a headless architecture before the holiday season, roughly nine months away. Its internal digital team of 22 engineers was fully occupied keeping the existing site running, and a company-wide hiring freeze ruled out adding permanent staff. Two previous vendor-led projects had delivered code the internal team struggled to maintain.',
      'Delivery practices compounded the problem. Work moved through a long chain of handoffs from business analysts to developers to a separate QA group, releases happened every six weeks, and nobody had a clear view of progress across the eleven workstreams involved in the re-platforming.',
    ].join('\n\n'),
    solution: [
      "Crestline provided 12 augmented engineers and 2 quality engineers within two weeks, embedding them in the retailer's own product teams rather than forming a separate vendor team. Every service had a permanent owner from the retailer, augmented engineers paired with permanent engineers on at least one story per sprint, and design decisions were recorded as architecture decision records in each repository.",
      "Alongside the staffing, our delivery manager worked with the retailer's leadership to redesign the delivery process: cross-functional teams aligned to customer journeys, a shared definition of done that included automated tests, a two-week release cadence, and a single program board with dependency tracking across workstreams. A structured change management plan addressed permanent staff concerns about the role of external engineers.",
    ].join('\n\n'),
    results: [
      'Launched the re-platformed storefront 7 weeks ahead of Black Friday',
      'Onboarded 14 augmented specialists within 2 weeks, with a median of 4 days to first merged pull request',
      'Handled peak-season order volume of 2.3x the prior year with no checkout downtime',
      'Increased release frequency from every 6 weeks to every 2 weeks',
      'Reduced blocked work items across workstreams by 54%',
      'Transferred ownership of all 17 new services to permanent engineers before roll-off',
    ].join('\n'),
    projectDuration: '9 months',
    teamSize: '12 augmented engineers, 2 QA engineers, 1 delivery manager',
    technologies: 'React, Next.js, Node.js, commercetools, Algolia, Playwright, Azure DevOps, Jira',
    imageFile: 'case-retailer-blended-team.webp',
    isPublished: false,
    hashtags: ['StaffAugmentation', 'ProcessConsulting', 'ChangeManagement', 'Retail'],
  },
]
