import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type {
  Fault as FakeFault,
  LeadRecord as FakeLead,
  NoteRecord as FakeNote,
  SubscriberRecord as FakeSubscriber,
  LoggedRequest,
} from '../../scripts/fake-zoho/state.ts'
import { createDb } from '../../src/worker/db/client'
import { crmOutbox, newsletterSubscriptions, rateLimits, zohoTokens } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { ORIGIN } from './helpers'

// The fake's own types; type-only, so nothing from scripts/ is loaded into workerd.
export type {
  LeadRecord as FakeLead,
  LoggedRequest,
} from '../../scripts/fake-zoho/state.ts'

/** A fault as the control surface takes it: `times` defaults to 1 there. */
export type Fault = Omit<FakeFault, 'times'> & { times?: number }

export const db = createDb(env.DB)

const fakeOrigin = (env as unknown as { FAKE_ZOHO_ORIGIN: string }).FAKE_ZOHO_ORIGIN

/**
 * A Zoho of this test file's own (a tenant of the fake started by vitest.worker.config.ts) and
 * a Worker environment pointing at it, the way a deployment points at its data centre.
 */
export function fakeZoho(tenant: string) {
  let visitor = 0
  const base = `${fakeOrigin}/t/${tenant}`
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/__fake/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return response.json()
  }
  const workerEnv = (overrides: Record<string, string> = {}) => ({
    ...env,
    ZOHO_ACCOUNTS_URL: `${base}/accounts/us`,
    ZOHO_CAMPAIGNS_URL: `${base}/campaigns/us`,
    ...overrides,
  })
  return {
    base,
    workerEnv,
    reset: async (demoLeads?: number) => {
      await control('reset', demoLeads === undefined ? {} : { demoLeads })
      await db.delete(zohoTokens)
      await db.delete(crmOutbox)
      await db.delete(newsletterSubscriptions)
      await db.delete(rateLimits)
    },
    fault: (...faults: Fault[]) => control('fault', faults),
    /** Ends an outage: the faults still set are dropped, nothing else changes. */
    clearFaults: () => control('clear-faults', {}),
    clock: (advanceSeconds: number) => control('clock', { advanceSeconds }),
    config: (config: Record<string, unknown>) => control('config', config),
    revoke: (refreshToken: string) => control('revoke', { refreshToken }),
    requests: () => control('requests') as Promise<LoggedRequest[]>,
    leads: () => control('leads') as Promise<FakeLead[]>,
    notes: () => control('notes') as Promise<FakeNote[]>,
    /** The Campaigns list's contacts. */
    subscribers: () => control('subscribers') as Promise<FakeSubscriber[]>,
    /** A contact follows the confirmation mail's link. */
    confirmSubscriber: (email: string) => control('confirm-subscriber', { email }),
    /** Leads already in Zoho, as staff or earlier submissions left them. */
    seed: (leads: FakeLead[]) => control('seed', { leads }),
    /**
     * A visitor's JSON post, each from an address of its own so that the public endpoints' rate
     * limits never count one test's posts against another's.
     */
    postJson(path: string, body: unknown) {
      visitor += 1
      return this.fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cf-connecting-ip': `203.0.113.${visitor % 250}`,
        },
        body: JSON.stringify(body),
      })
    },
    /** Calls the Worker and waits for its waitUntil work (the immediate CRM send). */
    async fetch(path: string, init: RequestInit = {}, overrides: Record<string, string> = {}) {
      const headers = new Headers(init.headers)
      if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN)
      const ctx = createExecutionContext()
      const response = await worker.fetch(
        new Request(new URL(path, ORIGIN), { ...init, headers }),
        workerEnv(overrides),
        ctx,
      )
      await waitOnExecutionContext(ctx)
      return response
    },
    /** Runs the Cron Trigger as if it fired at `scheduledTime`. */
    async cron(scheduledTime: number, overrides: Record<string, string> = {}) {
      await worker.scheduled(
        createScheduledController({ scheduledTime, cron: '*/5 * * * *' }),
        workerEnv(overrides),
      )
    },
  }
}

export const countOf = (requests: LoggedRequest[], endpoint: LoggedRequest['endpoint']) =>
  requests.filter((request) => request.endpoint === endpoint).length
