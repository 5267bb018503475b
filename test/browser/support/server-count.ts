/**
 * How many test servers, and so browser test files, run at once: each vitest worker drives its
 * own server of the build (support/global-setup.ts, support/test-server.ts). Two on a two-core machine:
 * with three, a fresh clone's `npm test` took longer (the browser suite 522 s against 485 s, the
 * Worker suite beside it 348 s against 242 s) and image requests timed out under the load.
 */
export const BROWSER_TEST_SERVERS = Number(process.env.BROWSER_TEST_SERVERS ?? 2)
