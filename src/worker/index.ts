import app from './app'
import { createDb } from './db/client'
import { readConfig } from './env'
import { drainOutbox } from './services/crm-outbox'

export type { AppType } from './app'

export default {
  fetch: app.fetch,
  /** Cron Trigger: retries the CRM leads that could not be sent at once. */
  async scheduled(controller, env) {
    await drainOutbox(createDb(env.DB), readConfig(env), controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>
