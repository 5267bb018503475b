import { applyD1Migrations, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll } from 'vitest'

// One workerd process runs many test files (`isolate: false` in vitest.worker.config.ts), so each
// file starts by emptying every binding's storage (D1, R2, the Cache API) and migrating afresh:
// no file sees another's data, in whatever order they run.
beforeAll(async () => {
  await reset()
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
})
