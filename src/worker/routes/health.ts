import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'

/** Liveness with a real D1 round trip; the start script and the browser tests wait on it. */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.db.run(sql`select 1`)
  return c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' })
})
