import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { call } from './helpers'

// A file of its own: it breaks a table, and every test file gets fresh storage.
it('serves /insights without its embedded data when reading the lists fails, never a 500', async () => {
  await env.DB.exec('ALTER TABLE hashtags RENAME TO hashtags_unreadable')
  const response = await call('/insights')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('crawler-content')
  expect(html).not.toContain('id="page-seed"')
})
