import { defineConfig } from 'vitest/config'

// The Node scripts (seed, user CLI) and the shared rules they apply, run under Node itself.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/scripts/**/*.test.ts'],
    // The CLI and seed tests start wrangler against a local D1, seconds per call on two cores.
    testTimeout: 120_000,
  },
})
