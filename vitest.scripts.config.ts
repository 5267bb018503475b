import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// The Node scripts (seed, user CLI) and the shared rules they apply, run under Node itself.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/scripts/**/*.test.ts'],
    // The CLI and seed tests start workerd for a local D1 (Miniflare), seconds per start on two cores.
    testTimeout: 120_000,
    // Every file has its own state and temp folders, and its time goes to the processes it starts
    // (workerd, the CLI), not to vitest's worker: one file per core, where vitest would keep one
    // core for itself.
    maxWorkers: availableParallelism(),
  },
})
