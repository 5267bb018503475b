/**
 * How many test servers, and so browser test files, run at once: each vitest worker drives its
 * own `wrangler dev` (support/global-setup.ts, support/test-server.ts). Three on a two-core
 * machine: a test waits on its page and server at times, and with two files at once a core idled
 * for about 7 % of the browser suite.
 */
export const BROWSER_TEST_SERVERS = Number(process.env.BROWSER_TEST_SERVERS ?? 3)
