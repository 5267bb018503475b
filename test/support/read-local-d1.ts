import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

// What a test reads of the local D1 that a server or a script wrote: straight from the database's
// SQLite file, read-only. Opening it through Miniflare (scripts/lib/local-d1.ts) starts a workerd
// per read, 2–10 s on two busy cores; this takes milliseconds, and SQLite's own locking keeps the
// read consistent while a server writes the same file. Writes still go through workerd.

/** Miniflare keeps each D1 database of a state folder as `<hash>.sqlite` here. */
const D1_FOLDER = 'v3/d1/miniflare-D1DatabaseObject'
/** How long a read waits for a writer's lock. */
const BUSY_TIMEOUT_MS = 10_000

function databaseFile(stateDir: string): string {
  const folder = join(stateDir, D1_FOLDER)
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
  // wrangler.toml binds one D1 database; a second file would leave the choice to chance.
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${folder}, found: ${files.join(', ')}`)
  return join(folder, files[0] as string)
}

/** The rows `sql` selects from the local D1 of `stateDir`, as plain objects. */
export async function queryLocal<Row>(sql: string, stateDir: string): Promise<Row[]> {
  const db = new DatabaseSync(databaseFile(stateDir), { readOnly: true, timeout: BUSY_TIMEOUT_MS })
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row)
  } finally {
    db.close()
  }
}
