import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './test/browser/support/longest-first'
import { BROWSER_TEST_SERVERS } from './test/browser/support/server-count'
import { aliases } from './vite.config'

// Browser tests: the production build served by workerd (scripts/serve-build.ts on dist/), driven by
// Debian's Chromium through playwright-core. Each worker runs one file at a time against a
// server of its own (own D1, R2 and fake Zoho), so files run side by side without sharing data.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./test/browser/support/global-setup.ts'],
    maxWorkers: BROWSER_TEST_SERVERS,
    sequence: { sequencer: LongestFirstSequencer },
    // A worker imports playwright-core and axe once instead of once per file, and its files share
    // one Chromium (support/browser.ts), each closing every context it opened.
    isolate: false,
    testTimeout: 60_000,
    // A failed test runs once more before it counts. Each drives real pages on two cores shared with
    // servers and the other suites, and a step that waits on a page can still lose a race under that
    // load (three fresh-clone runs in a row each failed one different test, each passing alone). A
    // test that fails twice fails the run.
    retry: 1,
    // A page waited for by expect.poll loads, renders or navigates in the browser: on two cores
    // busy with the other suites that can take seconds, over vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
})
