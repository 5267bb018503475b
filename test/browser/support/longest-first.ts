import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The browser files that take longest on two cores (35–140 s each alone, the dev-server one counting
 * the start of `npm start`), longest first. They start first, so that the two workers end together:
 * on a fresh clone vitest has no timings and starts the largest files first, and one of these
 * (many routes in few lines) ran last while the other worker idled for 40 s.
 */
const LONGEST = [
  'staff-app',
  'looks-staff',
  'public-routes',
  'focus-and-reflow',
  'looks-public',
  'admin-cms',
  'content-insights',
  'unsaved-changes',
  'media-library',
  'firefox',
  'editorial-workflow',
  'responsive-images',
  'dev-server-flows',
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
