import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rebuildSearchIndexSql } from '../../src/worker/db/search-index-rebuild.ts'
import {
  applyMigrations,
  type LocalBindings,
  type LocalBucket,
  type LocalDatabase,
  splitSql,
  withLocalBindings,
} from './local-bindings.ts'

// A backup of a local state: every row of every table as SQL, every R2 object as a file, and a
// manifest with their checksums. `wrangler d1 export` cannot be used: it refuses databases with
// FTS5 tables ("cannot export databases with Virtual Tables"), and the search index is such.
// The index is not backed up: the restore's migrations create it and the restore rebuilds it from
// the rows.

export interface BackupManifest {
  format: 1
  createdAt: string
  /** The migrations the database had: a restore needs the same ones. */
  migrations: string[]
  database: { file: string; sha256: string; tables: Record<string, number> }
  objects: { key: string; file: string; sha256: string; bytes: number; contentType: string | null }[]
}

const DATABASE_FILE = 'database.sql'
const MIGRATIONS_TABLE = 'd1_migrations'

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

/** The tables whose rows are data: not SQLite's or D1's own, not the FTS index, not the migration log. */
async function dataTables(db: LocalDatabase): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string; sql: string | null }>()
  const fts = results
    .filter((table) => /CREATE VIRTUAL TABLE/i.test(table.sql ?? ''))
    .map((table) => table.name)
  return results
    .map((table) => table.name)
    .filter(
      (name) =>
        !name.startsWith('sqlite_') &&
        !name.startsWith('_cf_') &&
        name !== MIGRATIONS_TABLE &&
        !fts.some((index) => name === index || name.startsWith(`${index}_`)),
    )
}

/** A value as an SQL literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer)
    return `X'${Buffer.from(bytes).toString('hex')}'`
  }
  return `'${String(value).replaceAll("'", "''")}'`
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every row of `tables` as INSERT statements, table by table; and each table's row count. */
async function dumpRows(db: LocalDatabase, tables: string[]) {
  const lines: string[] = []
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { results } = await db
      .prepare(`SELECT * FROM ${quoted(table)} ORDER BY rowid`)
      .all<Record<string, unknown>>()
    counts[table] = results.length
    for (const row of results) {
      const columns = Object.keys(row)
      lines.push(
        `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map((column) => literal(row[column])).join(', ')});`,
      )
    }
  }
  return { sql: `${lines.join('\n')}\n`, counts }
}

async function* allKeys(bucket: LocalBucket): AsyncGenerator<string> {
  let cursor: string | undefined
  do {
    const page = await bucket.list({ cursor })
    for (const object of page.objects) yield object.key
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
}

/** Writes the backup of the local state in `stateDir` to `folder` (created; must be empty). */
export async function backupLocal(stateDir: string, folder: string): Promise<BackupManifest> {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty`)
  mkdirSync(join(folder, 'objects'), { recursive: true })
  return withLocalBindings(stateDir, async ({ DB, UPLOADS }) => {
    const { results: applied } = await DB.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`).all<{
      name: string
    }>()
    const { sql, counts } = await dumpRows(DB, await dataTables(DB))
    writeFileSync(join(folder, DATABASE_FILE), sql)
    const objects: BackupManifest['objects'] = []
    for await (const key of allKeys(UPLOADS)) {
      const object = await UPLOADS.get(key)
      if (!object) continue
      const bytes = new Uint8Array(await object.arrayBuffer())
      const file = `objects/${encodeURIComponent(key)}`
      writeFileSync(join(folder, file), bytes)
      objects.push({
        key,
        file,
        sha256: sha256(bytes),
        bytes: bytes.byteLength,
        contentType: object.httpMetadata?.contentType ?? null,
      })
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: applied.map((row) => row.name),
      database: { file: DATABASE_FILE, sha256: sha256(sql), tables: counts },
      objects,
    }
    writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    return manifest
  })
}

function readChecked(folder: string, file: string, expected: string): Buffer {
  const bytes = readFileSync(join(folder, file))
  if (sha256(bytes) !== expected) throw new Error(`${file} does not match its checksum in the manifest`)
  return bytes
}

async function isEmpty(bindings: LocalBindings): Promise<boolean> {
  const tables = await bindings.DB.prepare(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).first<{ n: number }>()
  const objects = await bindings.UPLOADS.list({})
  return (tables?.n ?? 0) === 0 && objects.objects.length === 0
}

/**
 * Loads the backup in `folder` into the fresh local state `stateDir`: every checksum is checked
 * first, then the migrations build the schema, the rows and objects go in, and the search index
 * is rebuilt from the rows. Refuses a state that has anything in it, and a backup of other migrations than this
 * checkout has.
 */
export async function restoreLocal(folder: string, stateDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`)
  const sql = readChecked(folder, manifest.database.file, manifest.database.sha256).toString('utf8')
  const objects = manifest.objects.map((object) => ({
    ...object,
    body: new Uint8Array(readChecked(folder, object.file, object.sha256)),
  }))
  return withLocalBindings(stateDir, async (bindings) => {
    if (!(await isEmpty(bindings)))
      throw new Error(`${stateDir} is not a fresh state: restore into an empty folder`)
    const { DB, UPLOADS } = bindings
    const applied = await applyMigrations(DB)
    if (applied.join('\n') !== manifest.migrations.join('\n'))
      throw new Error(
        `The backup was made with migrations ${manifest.migrations.join(', ')}; this checkout has ${applied.join(', ')}`,
      )
    // Rows a migration wrote go, so that the tables hold exactly the backup's; one batch, with
    // foreign keys checked at its end, so the order of the tables does not matter.
    const tables = Object.keys(manifest.database.tables)
    await DB.batch([
      DB.prepare('PRAGMA defer_foreign_keys = on'),
      ...tables.map((table) => DB.prepare(`DELETE FROM ${quoted(table)}`)),
      ...splitSql(sql).map((statement) => DB.prepare(statement)),
      ...splitSql(rebuildSearchIndexSql()).map((statement) => DB.prepare(statement)),
    ])
    for (const object of objects) {
      await UPLOADS.put(object.key, object.body, {
        httpMetadata: { contentType: object.contentType ?? 'application/octet-stream' },
      })
    }
    return manifest
  })
}
