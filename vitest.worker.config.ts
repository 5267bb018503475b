import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { startFakeCloudflare } from './scripts/fake-cloudflare/server.ts'
import { startFakeWebhook } from './scripts/fake-webhook/server.ts'
import { startFakeZoho } from './scripts/fake-zoho/server.ts'
import { FAKE_CAMPAIGNS_LIST_KEY, FAKE_ZOHO_CREDENTIALS } from './scripts/fake-zoho/state.ts'
import { makeImageFixtures } from './test/support/image-fixtures.ts'
import { aliases, lucideIcons } from './vite.config.ts'

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))
// The Worker reaches this local Zoho only through its configuration, as it would the real one.
const fakeZoho = await startFakeZoho({ unref: true })
// Cloudflare's purge API likewise; a test configures purge against a tenant of it
// (test/worker/cache-purge.test.ts), and the Worker is left without purge otherwise, as by default.
const fakeCloudflare = await startFakeCloudflare({ unref: true })
// A sales webhook's receiver likewise; a test configures it (test/worker/sales-webhook.test.ts), and
// the Worker posts nowhere otherwise, as by default.
const fakeWebhook = await startFakeWebhook({ unref: true })
const imageFixtures = await makeImageFixtures()

// Worker tests run inside workerd with real local D1 and R2 from wrangler.toml; each test
// file gets fresh storage, migrated by test/worker/setup.ts.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          FAKE_ZOHO_ORIGIN: fakeZoho.origin,
          FAKE_CLOUDFLARE_ORIGIN: fakeCloudflare.origin,
          FAKE_WEBHOOK_ORIGIN: fakeWebhook.origin,
          ZOHO_ACCOUNTS_URL: fakeZoho.accountsUrl(),
          ZOHO_CAMPAIGNS_URL: fakeZoho.campaignsUrl(),
          ZOHO_CAMPAIGNS_LIST_KEY: FAKE_CAMPAIGNS_LIST_KEY,
          ZOHO_CLIENT_ID: FAKE_ZOHO_CREDENTIALS.clientId,
          ZOHO_CLIENT_SECRET: FAKE_ZOHO_CREDENTIALS.clientSecret,
          ZOHO_REFRESH_TOKEN: FAKE_ZOHO_CREDENTIALS.refreshToken,
          ZOHO_TIMEOUT_MS: '1000',
          // Hundreds of sign-ins at the deployed scrypt cost would dominate the run; passwords.test.ts
          // pins the deployed parameters.
          PASSWORD_HASH_COST: 'test',
          IMAGE_FIXTURES: imageFixtures,
        },
      },
    }),
    lucideIcons(),
  ],
  // The Worker renders the app's pages, so its tests resolve the app's imports too.
  resolve: { alias: aliases },
  test: {
    include: ['test/worker/**/*.test.ts'],
    globalSetup: ['./test/support/worker-global-setup.ts'],
    setupFiles: ['./test/worker/setup.ts'],
    testTimeout: 15_000,
    // Storage stays fresh per file (setup.ts migrates it), but the Worker's modules, the React
    // renderer among them, load once per workerd process instead of once per file.
    isolate: false,
  },
})
