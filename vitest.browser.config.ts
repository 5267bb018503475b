import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config'

// Browser tests: the production build served by workerd (wrangler dev on dist/), driven by
// Debian's Chromium through playwright-core. One server for the run; files run one at a time
// because the machine has two cores and the server shares one D1.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./test/browser/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
