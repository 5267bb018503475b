import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backupLocal, restoreLocal } from '../../scripts/lib/backup.ts'
import { type LocalBindings, withLocalBindings } from '../../scripts/lib/local-bindings.ts'
import { seedLocal } from '../../scripts/seed.ts'

const root = mkdtempSync(join(tmpdir(), 'backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
// The signing key, outside every backup folder.
const keyFile = join(root, 'keys', 'backup.key')

/** Text a visitor may send: NUL and other control characters, quotes, SQL comment marks, emoji. */
const ODD_TEXT =
  "Ada\u0000Lovelace \u0001\u0007\u001b[31m\u007f 'quoted'; -- no comment /* nor this */ \r\n\t🧪\u200b"

const mode = (path: string) => statSync(path).mode & 0o777

/** Every row of every table (search indexes included, as queried), and every object's bytes. */
async function contentsOf(stateDir: string) {
  return withLocalBindings(stateDir, async ({ DB, UPLOADS }: LocalBindings) => {
    const { results: tables } = await DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'content_search%' ORDER BY name",
    ).all<{ name: string }>()
    const rows: Record<string, unknown[]> = {}
    for (const { name } of tables) {
      // The migration log records when each migration ran, which a restore does anew.
      const columns = name === 'd1_migrations' ? 'name' : '*'
      rows[name] = (await DB.prepare(`SELECT ${columns} FROM "${name}" ORDER BY rowid`).all()).results
    }
    const objects: Record<string, string> = {}
    let cursor: string | undefined
    do {
      const page = await UPLOADS.list({ cursor })
      for (const { key } of page.objects) {
        const object = await UPLOADS.get(key)
        const bytes = Buffer.from((await object?.arrayBuffer()) ?? new ArrayBuffer(0))
        objects[key] = `${object?.httpMetadata?.contentType} ${bytes.toString('base64')}`
      }
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
    return { rows, objects }
  })
}

describe('npm run backup and npm run restore', () => {
  // Seeds, backs up and restores a whole site, each step a workerd of its own: 60–150 s on two
  // cores shared with the browser suite, over the scripts suite's usual limit.
  it('restore the seeded state into an empty one, every row and every object byte', async () => {
    const source = join(root, 'source')
    await seedLocal(source)
    await withLocalBindings(source, async ({ DB }) => {
      await DB.prepare('UPDATE povs SET title = ? WHERE id = (SELECT min(id) FROM povs)').bind(ODD_TEXT).all()
      await DB.prepare('UPDATE hashtags SET name = ? WHERE id = (SELECT min(id) FROM hashtags)')
        .bind(ODD_TEXT)
        .all()
    })
    const folder = join(root, 'backup')
    const manifest = await backupLocal(source, folder, { keyFile })
    // It holds password hashes and CVs: readable by this user only, and so is the key.
    expect([mode(folder), mode(join(folder, 'objects'))]).toEqual([0o700, 0o700])
    const files = [
      'database.sql',
      'manifest.json',
      'manifest.sig',
      ...readdirSync(join(folder, 'objects')).map((file) => `objects/${file}`),
    ]
    expect(new Set(files.map((file) => mode(join(folder, file))))).toEqual(new Set([0o600]))
    expect(mode(keyFile)).toBe(0o600)
    expect(manifest.objects.length).toBeGreaterThan(5)
    expect(manifest.database.tables.povs).toBeGreaterThan(0)

    const target = join(root, 'target')
    await restoreLocal(folder, target, { keyFile })
    const [before, after] = [await contentsOf(source), await contentsOf(target)]
    // The odd text came back byte for byte.
    const titles = (after.rows.povs ?? []).map((row) => (row as { title: string }).title)
    expect(titles).toContain(ODD_TEXT)
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows))
    for (const table of Object.keys(before.rows))
      expect([table, after.rows[table]]).toEqual([table, before.rows[table]])
    expect(after.objects).toEqual(before.objects)
    // The search index was rebuilt from the rows: a word of a seeded title finds it.
    const [pov] = (before.rows.povs ?? []) as { id: number; title: string }[]
    const title = pov?.title ?? ''
    const word = title.split(/\W+/).find((part) => part.length > 4) ?? title
    const found = await withLocalBindings(target, ({ DB }) =>
      DB.prepare(
        'SELECT rowid / 64 AS id FROM content_search WHERE content_search MATCH ? AND rowid % 64 = 1',
      )
        .bind(`"${word}"`)
        .all(),
    )
    expect(found.results).toContainEqual({ id: pov?.id })

    // Into a state that is not fresh, nothing is written.
    await expect(restoreLocal(folder, source, { keyFile })).rejects.toThrow('is not a fresh state')
  }, 240_000)

  it('refuses a backup whose files do not match their checksums', async () => {
    // The backup of the test above, with its SQL changed.
    const folder = join(root, 'tampered')
    cpSync(join(root, 'backup'), folder, { recursive: true })
    writeFileSync(
      join(folder, 'database.sql'),
      "INSERT INTO users (email) VALUES ('mallory@example.test');\n",
    )
    await expect(restoreLocal(folder, join(root, 'tampered-target'), { keyFile })).rejects.toThrow(
      'database.sql does not match its checksum in the manifest',
    )
  })

  it('refuses a backup edited with its checksum recomputed, unless told to trust it', async () => {
    const folder = join(root, 'resigned')
    cpSync(join(root, 'backup'), folder, { recursive: true })
    // The append-only audit log's trigger dropped, and the manifest's checksum made to match.
    const sql = `DROP TRIGGER IF EXISTS audit_events_no_delete;\n${readFileSync(join(folder, 'database.sql'), 'utf8')}`
    writeFileSync(join(folder, 'database.sql'), sql)
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))
    manifest.database.sha256 = createHash('sha256').update(sql).digest('hex')
    writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    const target = join(root, 'resigned-target')
    await expect(restoreLocal(folder, target, { keyFile })).rejects.toThrow(
      "The backup's signature does not match the key",
    )
    // Nothing was written: the refused restore never opened the target.
    expect(() => readdirSync(target)).toThrow()
    await expect(restoreLocal(folder, target, { keyFile, trustUnsigned: true })).resolves.toMatchObject({
      format: 1,
    })
  })

  it('refuses a manifest that names a file outside the backup, signed or not', async () => {
    const folder = join(root, 'escaping')
    cpSync(join(root, 'backup'), folder, { recursive: true })
    writeFileSync(join(root, 'secret.txt'), 'SECRET=1\n')
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))
    manifest.objects[0].file = '../secret.txt'
    manifest.objects[0].sha256 = createHash('sha256').update('SECRET=1\n').digest('hex')
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest))
    await expect(
      restoreLocal(folder, join(root, 'escaping-target'), { keyFile, trustUnsigned: true }),
    ).rejects.toThrow('The manifest names a file outside the backup: "../secret.txt"')
  })
})
