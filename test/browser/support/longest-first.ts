import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The browser files that take longest on two cores (60–100 s each, the dev-server one counting the
 * start of `npm start`), longest first. They start first, so that the two workers end together: on
 * a fresh clone vitest has no timings and starts the largest files first, and one of these
 * (many routes in few lines) ran last while the other worker idled for 40 s.
 */
const LONGEST = [
  'looks-staff',
  'public-routes',
  'looks-public',
  'content-insights',
  'admin-cms',
  'responsive-images',
  'content-case-studies',
  'dev-server-flows',
  'firefox',
  'whitepapers',
  'pages-editor-preview',
]

function rank(spec: TestSpecification): number {
  const index = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`))
  return index === -1 ? LONGEST.length : index
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the other files keep vitest's order (its timings, else size).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
