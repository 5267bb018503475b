import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
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
//
// A backup holds password hashes, second-factor secrets, the Zoho token and applicants' CVs: its
// folders are 0700 and its files 0600, and its manifest is signed with a key kept outside it
// (HMAC-SHA256), so that a restore refuses a backup changed after it was made — a checksum alone
// can be recomputed by whoever edits the SQL.

export interface BackupManifest {
  format: 1
  createdAt: string
  /** The migrations the database had: a restore needs the same ones. */
  migrations: string[]
  database: { file: string; sha256: string; tables: Record<string, number> }
  objects: { key: string; file: string; sha256: string; bytes: number; contentType: string | null }[]
}

const DATABASE_FILE = 'database.sql'
const MANIFEST_FILE = 'manifest.json'
const SIGNATURE_FILE = 'manifest.sig'
const OBJECTS_FOLDER = 'objects'
const MIGRATIONS_TABLE = 'd1_migrations'
/** Where the signing key lives unless told otherwise: beside the checkout, never in a backup. */
export const DEFAULT_KEY_FILE = '.backup-key'
const PRIVATE_FOLDER = 0o700
const PRIVATE_FILE = 0o600

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

// Characters an SQL text literal cannot carry as they are: SQLite reads a statement as a C string,
// so a NUL ends it ("unrecognized token"); the other control characters go the same way, so that
// what comes back is byte for byte what was stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_LITERAL_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A value as an SQL literal that gives back the same value, whatever a visitor typed into it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer)
    return `X'${Buffer.from(bytes).toString('hex')}'`
  }
  const text = String(value)
  if (NOT_LITERAL_TEXT.test(text)) return `CAST(X'${Buffer.from(text, 'utf8').toString('hex')}' AS TEXT)`
  return `'${text.replaceAll("'", "''")}'`
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

/** The signing key in `keyFile`; made (0600) when `create` and there is none yet. */
function signingKey(keyFile: string, create: boolean): Buffer | undefined {
  if (!existsSync(keyFile)) {
    if (!create) return undefined
    mkdirSync(dirname(keyFile), { recursive: true })
    writeFileSync(keyFile, `${randomBytes(32).toString('hex')}\n`, { mode: PRIVATE_FILE })
    console.log(
      `A new backup key is in ${keyFile}: keep it apart from the backups; restores check them with it.`,
    )
  }
  return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex')
}

const signatureOf = (key: Buffer, manifest: Buffer) => createHmac('sha256', key).update(manifest).digest()

function writePrivate(path: string, data: string | Uint8Array) {
  writeFileSync(path, data, { mode: PRIVATE_FILE })
  // The mode applies when the file is created; the folder was empty, so this is the same file.
  chmodSync(path, PRIVATE_FILE)
}

export interface BackupOptions {
  /** The file of the signing key (made when missing); by default `.backup-key`. */
  keyFile?: string
}

/** Writes the backup of the local state in `stateDir` to `folder` (created; must be empty). */
export async function backupLocal(
  stateDir: string,
  folder: string,
  { keyFile = DEFAULT_KEY_FILE }: BackupOptions = {},
): Promise<BackupManifest> {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty`)
  const key = signingKey(keyFile, true)!
  for (const path of [folder, join(folder, OBJECTS_FOLDER)]) {
    mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER })
    chmodSync(path, PRIVATE_FOLDER)
  }
  return withLocalBindings(stateDir, async ({ DB, UPLOADS }) => {
    const { results: applied } = await DB.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`).all<{
      name: string
    }>()
    const { sql, counts } = await dumpRows(DB, await dataTables(DB))
    writePrivate(join(folder, DATABASE_FILE), sql)
    const objects: BackupManifest['objects'] = []
    for await (const key of allKeys(UPLOADS)) {
      const object = await UPLOADS.get(key)
      if (!object) continue
      const bytes = new Uint8Array(await object.arrayBuffer())
      const file = `${OBJECTS_FOLDER}/${encodeURIComponent(key)}`
      writePrivate(join(folder, file), bytes)
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
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    writePrivate(join(folder, MANIFEST_FILE), manifestBytes)
    writePrivate(join(folder, SIGNATURE_FILE), `${signatureOf(key, manifestBytes).toString('hex')}\n`)
    return manifest
  })
}

/** `file` of the manifest, if it names the database or an object inside the backup, else an error. */
function insideBackup(folder: string, file: string, where: typeof DATABASE_FILE | typeof OBJECTS_FOLDER) {
  const path = resolve(folder, file)
  const place = relative(resolve(folder), path)
  const inside =
    where === DATABASE_FILE
      ? place === DATABASE_FILE
      : dirname(place) === OBJECTS_FOLDER && !place.slice(OBJECTS_FOLDER.length + 1).includes(sep)
  if (!inside || place.split(sep).includes('..'))
    throw new Error(`The manifest names a file outside the backup: ${JSON.stringify(file)}`)
  return path
}

function readChecked(path: string, file: string, expected: string): Buffer {
  const bytes = readFileSync(path)
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

/** Refuses a manifest whose signature is missing or not the key's, unless told to trust it. */
function checkSignature(folder: string, manifest: Buffer, keyFile: string, trustUnsigned: boolean) {
  if (trustUnsigned) return
  const key = signingKey(keyFile, false)
  const signaturePath = join(folder, SIGNATURE_FILE)
  const signature = existsSync(signaturePath)
    ? Buffer.from(readFileSync(signaturePath, 'utf8').trim(), 'hex')
    : undefined
  const expected = key && signatureOf(key, manifest)
  if (
    !expected ||
    !signature ||
    signature.length !== expected.length ||
    !timingSafeEqual(signature, expected)
  )
    throw new Error(
      `The backup's signature does not match the key in ${keyFile}: it was changed after it was made, or made with another key. Restore it anyway with --trust-unsigned.`,
    )
}

export interface RestoreOptions extends BackupOptions {
  /** Restore a backup whose signature cannot be checked (an older backup, or another key's). */
  trustUnsigned?: boolean
}

/**
 * Loads the backup in `folder` into the fresh local state `stateDir`: the signature and every
 * checksum are checked first, then the migrations build the schema, the rows and objects go in,
 * and the search index is rebuilt from the rows. Refuses a state that has anything in it, and a
 * backup of other migrations than this checkout has.
 */
export async function restoreLocal(
  folder: string,
  stateDir: string,
  { keyFile = DEFAULT_KEY_FILE, trustUnsigned = false }: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifestBytes = readFileSync(join(folder, MANIFEST_FILE))
  checkSignature(folder, manifestBytes, keyFile, trustUnsigned)
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`)
  const databasePath = insideBackup(folder, manifest.database.file, DATABASE_FILE)
  const sql = readChecked(databasePath, manifest.database.file, manifest.database.sha256).toString('utf8')
  const objects = manifest.objects.map((object) => ({
    ...object,
    body: new Uint8Array(
      readChecked(insideBackup(folder, object.file, OBJECTS_FOLDER), object.file, object.sha256),
    ),
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
