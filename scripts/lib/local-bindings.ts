import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPlatformProxy, unstable_splitSqlQuery } from 'wrangler'

// The local D1 and R2 of a state folder, in one Miniflare session of this process: what
// `wrangler d1 migrations apply / d1 execute / r2 bulk put --local --persist-to <folder>` do, at the
// cost of one workerd start instead of one wrangler process per command (seeding a fresh state went
// from about 30 s to about 3 s on two cores). `vite dev` (persistState) and `wrangler dev
// --persist-to` read the same files.

/** What the scripts use of a D1 binding (the Worker's own types are not in scope here). */
interface LocalStatement {
  bind(...values: unknown[]): LocalStatement
  first<Row>(): Promise<Row | null>
  all<Row>(): Promise<{ results: Row[] }>
}
export interface LocalDatabase {
  prepare(sql: string): LocalStatement
  batch(statements: LocalStatement[]): Promise<unknown[]>
}
/** What the scripts use of an R2 binding. */
export interface LocalBucket {
  put(key: string, body: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>
  get(
    key: string,
  ): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>
  list(options: { cursor?: string }): Promise<{
    objects: { key: string }[]
    truncated: boolean
    cursor?: string
  }>
}
export interface LocalBindings {
  DB: LocalDatabase
  UPLOADS: LocalBucket
  /** wrangler.toml's [vars], which the seed's site settings start from. */
  COMPANY_EMAIL: string
  COMPANY_PHONE: string
  LEGAL_EMAIL: string
  PRIVACY_EMAIL: string
  SOCIAL_LINKEDIN_URL: string
  SOCIAL_X_URL: string
  SOCIAL_GITHUB_URL: string
}

/** wrangler's own local state folder (`wrangler dev`, `wrangler d1 … --local` without --persist-to). */
export const DEFAULT_STATE_DIR = '.wrangler/state'

const WRANGLER_CONFIG = join(import.meta.dirname, '../../wrangler.toml')
const MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations')
// wrangler's default `migrations_table`; wrangler.toml sets none.
const MIGRATIONS_TABLE = 'd1_migrations'

/** Opens the bindings of wrangler.toml over `<stateDir>/v3`, hands them to `use`, and closes them. */
export async function withLocalBindings<T>(
  stateDir: string,
  use: (bindings: LocalBindings) => Promise<T>,
): Promise<T> {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: WRANGLER_CONFIG,
    persist: { path: join(stateDir, 'v3') },
    remoteBindings: false,
  })
  try {
    return await use(proxy.env)
  } finally {
    await proxy.dispose()
  }
}

/** `sql` as single statements (triggers kept whole), as `wrangler d1 execute --file` splits it. */
export const splitSql = (sql: string): string[] => unstable_splitSqlQuery(sql)

/**
 * Applies the migrations the database has not had, each in one batch with its row in wrangler's
 * migrations table (same table, same names), so `wrangler d1 migrations apply --local` agrees.
 */
export async function applyMigrations(db: LocalDatabase): Promise<string[]> {
  await db.batch([
    db.prepare(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        name       TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    ),
  ])
  const applied = await db
    .prepare(`SELECT json_group_array(name) AS names FROM ${MIGRATIONS_TABLE}`)
    .first<{ names: string }>()
  const done = new Set(JSON.parse(applied?.names ?? '[]') as string[])
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql') && !done.has(name))
    .sort()
  for (const name of pending) {
    await db.batch([
      ...splitSql(readFileSync(join(MIGRATIONS_DIR, name), 'utf8')).map((query) => db.prepare(query)),
      db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).bind(name),
    ])
  }
  return pending
}
