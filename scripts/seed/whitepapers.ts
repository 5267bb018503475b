// Seed whitepapers: plain data only, like content.ts. Each names the R2 key of its PDF
// (src/shared/document-key.ts), fixed so that every seeded state holds the same objects.
import type { SeedPov } from './content.ts'

// A whitepaper has a POV's fields, plus its document.
export interface SeedWhitepaper extends SeedPov {
  documentKey: string
}

export const seedWhitepapers: SeedWhitepaper[] = [
  {
    title: 'Modernizing the Data Platform Without Stopping the Business',
    description:
      'A practical guide to moving from a legacy warehouse and nightly batch jobs to a cloud data platform in increments, with the reports the business relies on running every day of the migration.',
    metaTitle: 'Modernizing the Data Platform | Crestline Consulting',
    metaDescription:
      'A practical guide to moving from a legacy warehouse to a cloud data platform in increments, with business reports running throughout.',
    content: [
      'Most data platform modernizations are justified by the same list of pains: a warehouse that is expensive to run and slow to change, hundreds of nightly jobs that nobody fully understands, and analysts who wait days for a new column. The temptation is to answer that list with a big-bang rebuild. In our experience the rebuild is where most programs lose a year. The old platform keeps changing while the new one is built, the cut-over date slips, and the business loses patience before a single report has moved.',
      'The approach we recommend is a strangler pattern for data. Start by inventorying the outputs that matter rather than the pipelines that exist: the forty or fifty reports, extracts and models that people actually open each week. For each output, record its consumers, its refresh schedule, the source systems it depends on and the cost of it being wrong or late. That inventory, not the job catalog, becomes the migration backlog, and it usually reveals that a third of the existing pipelines feed nothing anyone uses.',
      'Next, land raw data from the core source systems in the new platform alongside the old one, using change data capture wherever the source allows it. Running both platforms in parallel for a period costs money, but it buys the ability to migrate one output at a time and to reconcile every migrated output against the legacy version before anyone is asked to switch. We automate that reconciliation: row counts, totals by key dimensions and a sample of record-level comparisons, run daily and published where the business owners can see them.',
      'Each output then moves in a short cycle of two to four weeks: model it in the new platform with tested transformations, reconcile it against the old output until the differences are explained, switch its consumers, and decommission the legacy jobs behind it. Decommissioning is the step teams skip, and it is the step that pays for the program. Every retired job reduces license, compute and support costs, and the savings can be tracked against the business case from the first quarter.',
      'Governance is built into the same cycle rather than added at the end. When an output is migrated, its key metrics receive a written definition, a named owner and automated quality checks, and those definitions live in a semantic layer that every dashboard reads from. By the end of the program the organization has not only a new platform but a catalog of trusted metrics that grew with the migration, which is far more durable than a governance framework written in advance.',
      'Three measures tell sponsors whether the program is on track: the share of priority outputs served from the new platform, the number of legacy jobs retired, and the reconciliation pass rate of migrated outputs. A healthy mid-market program typically moves its first outputs within ten weeks and retires the legacy warehouse within twelve to eighteen months, without a weekend where the business goes without its numbers.',
    ].join('\n\n'),
    excerpt:
      'Big-bang data platform rebuilds stall because the old platform keeps changing while the new one is built. This whitepaper sets out the output-by-output migration we use with clients: parallel landing, automated reconciliation, and decommissioning as the step that funds the program.',
    author: 'Maya Raghunathan',
    publishedDate: '2026-04-14',
    imageFile: 'whitepaper-data-platform-modernization.webp',
    documentKey: 'documents/5b0d8e3a-2f47-4c19-9a6e-0d3b7c41e852.pdf',
    isPublished: true,
    hashtags: ['DataStrategy', 'CloudMigration', 'DataGovernance'],
  },
  {
    title: 'AI Readiness: A Field Guide for the First Twelve Months',
    description:
      'How mid-market organizations can assess whether their data, people, controls and operating model are ready for machine learning and generative AI, and what to do in the first year to close the gaps.',
    metaTitle: 'AI Readiness: A Field Guide | Crestline Consulting',
    metaDescription:
      'A field guide to the first twelve months of AI adoption: choosing use cases, readying data and teams, and putting the right controls in place.',
    content: [
      'Nearly every leadership team we meet has an AI ambition, and most have at least one pilot under way. Far fewer can say whether the organization is ready to run AI systems in production, with the data quality, controls and skills that entails. Readiness is not a single score. It is a set of conditions that determine whether a promising use case can be built, approved, operated and trusted, and each condition can be assessed in a few weeks with evidence rather than opinion.',
      'We assess readiness across five dimensions. The first is use-case clarity: a short list of problems where a model would change a decision or remove manual effort, each with an owner and a measure of value. The second is data: whether the data those use cases need exists, is accessible, is documented and is of known quality. The third is platform: where models will be trained, evaluated, deployed and monitored, and who operates that environment. The fourth is controls: privacy, security, model risk and audit requirements. The fifth is people: the skills to build and run AI systems and the willingness of frontline teams to use them.',
      'The most common gap is in data, and it is rarely about volume. Organizations usually have enough data; what they lack is documented meaning, reliable lineage and a way to know when quality degrades. A readiness assessment that samples the data behind the top three use cases, profiles it and traces it to its sources gives a far more honest picture than a maturity survey, and it produces the first pieces of the data foundation as a side effect.',
      'The second most common gap is evaluation. Teams that cannot measure whether a model is good enough cannot get it approved, and teams that cannot measure drift cannot keep it approved. We recommend building an evaluation set for each use case before any model is chosen: a few hundred real examples with outcomes agreed by domain experts, automated scoring, and a threshold that the business owner signs off. The same set then becomes the regression test that every model, prompt or data change must pass.',
      'The first twelve months should be planned as two horizons. In the first six months, deliver one or two use cases to production with full controls, and build only the platform and governance those use cases need. In the second six months, turn what was learned into reusable assets: a standard evaluation harness, a deployment pipeline, approved data products and a lightweight review process that takes weeks rather than months. Organizations that invert this order, building the platform first, usually arrive at month twelve with infrastructure and no users.',
      'People are the dimension leaders most often underestimate. Frontline staff need to know when to trust, check or override a model, and their feedback needs a route back into the evaluation set. Managers need to redesign work around the tool rather than bolt it on. A short enablement program, run alongside the first deployment, does more for adoption than any amount of executive communication.',
      'Readiness is a moving target: models, regulations and the business all change. The organizations that do well treat it as a capability they maintain, with a small team that owns the evaluation harness, the controls and the portfolio of use cases, rather than as a box ticked before the first project.',
    ].join('\n\n'),
    excerpt:
      'AI readiness is not a maturity score but a set of conditions that decide whether a use case can be built, approved and trusted. This field guide covers the five dimensions we assess and a two-horizon plan for the first twelve months.',
    author: 'Daniel Okafor',
    publishedDate: '2026-09-08',
    imageFile: 'whitepaper-ai-readiness.webp',
    documentKey: 'documents/9c41f7d2-6a3e-4b85-8f10-2e7a5d9b3c64.pdf',
    isPublished: true,
    hashtags: ['GenerativeAI', 'MachineLearning', 'MLOps', 'ChangeManagement'],
  },
  {
    title: 'The Return on QA Automation: A Model for Finance and Engineering Leaders',
    description:
      'A cost model for test automation that finance and engineering can agree on: what to count, what to leave out, and how to measure payback in release frequency, escaped defects and maintenance effort.',
    metaTitle: 'The Return on QA Automation | Crestline Consulting',
    metaDescription:
      'A model for finance and engineering leaders to estimate the return on QA automation: costs, savings and the time it takes to pay back.',
    content: [
      'Test automation business cases are usually written by the team that wants to do the automating, and finance teams have learned to discount them. The typical case multiplies the number of manual test cases by the minutes each takes, assumes every one will be automated, and arrives at a payback period of a few months. Real programs rarely see that return, because the case ignores maintenance, flakiness and the cost of tests that never find a defect.',
      'A credible model starts from outcomes rather than test counts. We ask three questions. How long does it take today from a change being merged to a trustworthy regression verdict? How many defects reach production per release, and what does each severity level cost in support effort, rework and customer impact? How often could the business release if the regression cycle were not the constraint? The answers give a baseline that both finance and engineering recognize, and they define what the investment is meant to change.',
      'On the cost side, count everything that recurs. Framework and tooling licenses are the smallest item. The larger items are the engineering time to write tests, the maintenance time to keep them passing as the product changes, the test environments and data they depend on, and the time lost investigating failures that turn out to be flaky. In the programs we have reviewed, maintenance and flaky-failure triage together account for between 30 and 50 percent of total automation effort after the first year.',
      'On the benefit side, three effects are measurable. Shorter regression cycles allow more frequent releases, which has a value the business can estimate from its own roadmap. Fewer escaped defects reduce support and rework cost, which can be priced from incident records. Less manual regression testing frees testers for exploratory work, which is a capacity gain rather than a headcount reduction and should be presented as such. Benefits that cannot be measured, such as morale, belong in the narrative, not in the model.',
      'The shape of the test suite drives most of the return. Suites weighted toward slow end-to-end browser tests are expensive to run and to maintain, and they fail for reasons unrelated to the product. Suites weighted toward unit, component and contract tests give faster feedback at a fraction of the maintenance cost. When we rebalance a suite, we often retire a large share of existing end-to-end tests, which lowers cost immediately and improves the reliability of what remains.',
      'We recommend reporting four measures to sponsors every month: time from merge to regression verdict, escaped defects by severity, automation maintenance hours, and the flaky-failure rate. Together they show whether the program is paying back and catch the slow decay that turns a promising suite into a burden. A well-run program in a mid-sized product organization usually reaches payback in nine to fifteen months, and keeps paying back only as long as those measures are watched.',
    ].join('\n\n'),
    excerpt:
      'Most automation business cases count test cases and minutes saved, and finance has learned to discount them. This whitepaper offers a model both sides can agree on, built on release frequency, escaped defects and the true cost of maintenance.',
    author: 'Elena Marchetti',
    publishedDate: '2026-11-03',
    imageFile: 'whitepaper-qa-automation-roi.webp',
    documentKey: 'documents/e2a6c90b-7d15-4f3c-b84e-61f0a9d2c7b5.pdf',
    // A draft: staff see it in the admin screen, visitors get a 404.
    isPublished: false,
    hashtags: ['TestAutomation', 'DevOps', 'FinancialServices'],
  },
]
