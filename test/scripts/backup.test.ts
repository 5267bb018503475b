import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backupLocal, restoreLocal } from '../../scripts/lib/backup.ts'
import { type LocalBindings, withLocalBindings } from '../../scripts/lib/local-bindings.ts'
import { seedLocal } from '../../scripts/seed.ts'

const root = mkdtempSync(join(tmpdir(), 'backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

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
  it('restore the seeded state into an empty one, every row and every object byte', async () => {
    const source = join(root, 'source')
    await seedLocal(source)
    const folder = join(root, 'backup')
    const manifest = await backupLocal(source, folder)
    expect(manifest.objects.length).toBeGreaterThan(5)
    expect(manifest.database.tables.povs).toBeGreaterThan(0)

    const target = join(root, 'target')
    await restoreLocal(folder, target)
    const [before, after] = [await contentsOf(source), await contentsOf(target)]
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
    await expect(restoreLocal(folder, source)).rejects.toThrow('is not a fresh state')
  })

  it('refuses a backup whose files do not match their checksums', async () => {
    // The backup of the test above, with its SQL changed.
    const folder = join(root, 'tampered')
    cpSync(join(root, 'backup'), folder, { recursive: true })
    writeFileSync(
      join(folder, 'database.sql'),
      "INSERT INTO users (email) VALUES ('mallory@example.test');\n",
    )
    await expect(restoreLocal(folder, join(root, 'tampered-target'))).rejects.toThrow(
      'database.sql does not match its checksum in the manifest',
    )
  })
})
