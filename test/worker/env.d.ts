import type { D1Migration } from 'cloudflare:test'
import type { ImageFixtures } from '../support/image-fixtures'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** Base64 images made with sharp by vitest.worker.config.ts (test/support/image-fixtures.ts). */
      IMAGE_FIXTURES: ImageFixtures
      /** The fake Cloudflare API started by vitest.worker.config.ts (scripts/fake-cloudflare). */
      FAKE_CLOUDFLARE_ORIGIN: string
      /** The fake incoming webhook started by vitest.worker.config.ts (scripts/fake-webhook). */
      FAKE_WEBHOOK_ORIGIN: string
    }
  }
}
