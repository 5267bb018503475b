import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { buildIfStale } from '../../../scripts/build-if-stale.ts'
import { startFakeZoho } from '../../../scripts/fake-zoho/server.ts'
import { FAKE_CAMPAIGNS_LIST_KEY, FAKE_ZOHO_CREDENTIALS } from '../../../scripts/fake-zoho/state.ts'
import { startBuildServer } from '../../../scripts/lib/build-server.ts'
import { PortInUseError } from '../../../scripts/lib/ports.ts'
import { seedLocal } from '../../../scripts/seed.ts'
import type { SiteConfig } from '../../../src/shared/site-config.ts'
import { TEST_CHROMIUM_PATH } from './chromium.ts'
import { requireFirefox } from './firefox-path.ts'
import { BROWSER_TEST_SERVERS } from './server-count.ts'

/** One server of the build (scripts/serve-build.ts), with its own state, fake Zoho and seeded admin. */
export interface TestServer {
  baseUrl: string
  admin: { email: string; password: string }
  stateDir: string
  /** Control surface of the fake Zoho this server talks to (scripts/fake-zoho). */
  zohoControl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (support/test-server.ts picks the worker's own). */
    servers: TestServer[]
    /** The contact settings the test servers run with. */
    contacts: SiteContacts
    /** Where this run keeps the screenshots of every screen the layout check looked at. */
    looksFolder: string
  }
}

type SiteContacts = Pick<SiteConfig, 'companyEmail' | 'companyPhone' | 'legalEmail' | 'privacyEmail'>

// Not wrangler.toml's values: a page showing these shows the server's configuration, not copy.
const CONTACTS: SiteContacts = {
  companyEmail: 'hello@browser-test.example',
  companyPhone: '+1 (555) 010-0199',
  legalEmail: 'legal@browser-test.example',
  privacyEmail: 'privacy@browser-test.example',
}

// BUILD_OUT_DIR lets parallel runs build and serve their own copy (see vite.config.ts).
const BUILT_CONFIG = `${process.env.BUILD_OUT_DIR ?? 'dist'}/consulting_site/wrangler.json`

// Ports the OS hands out unless BROWSER_TEST_PORT names the first server's (the others follow it).
const FIRST_PORT = process.env.BROWSER_TEST_PORT ? Number(process.env.BROWSER_TEST_PORT) : undefined

async function startServer(index: number): Promise<{ server: TestServer; stop: () => Promise<void> }> {
  // A folder of its own per server and run: several checkouts or runs may test at once.
  mkdirSync('.wrangler', { recursive: true })
  const stateDir = mkdtempSync('.wrangler/browser-test-')
  const fakeZoho = await startFakeZoho()
  const removeAll = async () => {
    await fakeZoho.close()
    rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    // The seeded site settings start from the contacts the server runs with, as a deploy's do.
    const admin = await seedLocal(stateDir, {
      COMPANY_EMAIL: CONTACTS.companyEmail,
      COMPANY_PHONE: CONTACTS.companyPhone,
      LEGAL_EMAIL: CONTACTS.legalEmail,
      PRIVACY_EMAIL: CONTACTS.privacyEmail,
    })
    const port = FIRST_PORT === undefined ? undefined : FIRST_PORT + index
    const worker = await startBuildServer({
      config: BUILT_CONFIG,
      stateDir,
      port,
      vars: (origin) => ({
        SITE_URL: origin,
        // Every browser test signs in and posts from 127.0.0.1 within a few minutes.
        RATE_LIMIT_SCALE: '100',
        // Sign-ins at the test suites' scrypt cost (src/worker/services/passwords.ts).
        PASSWORD_HASH_COST: 'test',
        COMPANY_EMAIL: CONTACTS.companyEmail,
        COMPANY_PHONE: CONTACTS.companyPhone,
        LEGAL_EMAIL: CONTACTS.legalEmail,
        PRIVACY_EMAIL: CONTACTS.privacyEmail,
        ZOHO_ACCOUNTS_URL: fakeZoho.accountsUrl(),
        ZOHO_CAMPAIGNS_URL: fakeZoho.campaignsUrl(),
        ZOHO_CAMPAIGNS_LIST_KEY: FAKE_CAMPAIGNS_LIST_KEY,
        ZOHO_CLIENT_ID: FAKE_ZOHO_CREDENTIALS.clientId,
        ZOHO_CLIENT_SECRET: FAKE_ZOHO_CREDENTIALS.clientSecret,
        ZOHO_REFRESH_TOKEN: FAKE_ZOHO_CREDENTIALS.refreshToken,
      }),
    })
    return {
      server: { baseUrl: worker.origin, admin, stateDir, zohoControl: fakeZoho.controlUrl() },
      stop: async () => {
        await worker.stop()
        await removeAll()
      },
    }
  } catch (error) {
    await removeAll()
    if (error instanceof PortInUseError && FIRST_PORT !== undefined)
      throw new Error(`${error.message}; BROWSER_TEST_PORT asks for it: free it, or unset BROWSER_TEST_PORT`)
    throw error
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${TEST_CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
    )
  }
  requireFirefox()
  buildIfStale(undefined, process.env.BROWSER_TEST_BUILD === '1')
  const starts = await Promise.allSettled(
    Array.from({ length: BROWSER_TEST_SERVERS }, (_, index) => startServer(index)),
  )
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []))
  const failed = starts.find((start) => start.status === 'rejected')
  if (failed) {
    await Promise.all(started.map(({ stop }) => stop()))
    throw failed.reason
  }
  project.provide(
    'servers',
    started.map(({ server }) => server),
  )
  project.provide('contacts', CONTACTS)
  // Named by the run's start, so that a person can tell runs apart and keep one.
  project.provide(
    'looksFolder',
    `.test-results/looks/${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}`,
  )
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()))
  }
}
