/**
 * How many test servers, and so browser test files, run at once: each vitest worker drives its
 * own `wrangler dev` (support/global-setup.ts, support/test-server.ts). Two on a two-core machine.
 */
export const BROWSER_TEST_SERVERS = Number(process.env.BROWSER_TEST_SERVERS ?? 2)
