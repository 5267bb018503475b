import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { contentSql } from '../../scripts/seed.ts'

// Migration 0019 moves every hashtag link of the three per-type tables into one table. This
// migrates a copy of the seeded database, with a few odd rows added, in SQLite as D1 runs it, and
// compares every item, its hashtags and the search hits before and after.

const MIGRATIONS = join(import.meta.dirname, '../../migrations')
const MOVING = '0019_content_hashtags.sql'

const migrationFiles = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort()

function apply(db: DatabaseSync, file: string) {
  for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) db.exec(statement)
}

/** The per-type tables as they were before 0019: table, link table, its item column. */
const TYPES = [
  { key: 'pov', table: 'povs', links: 'pov_hashtags', item: 'pov_id', search: 'povs_fts' },
  {
    key: 'case_study',
    table: 'case_studies',
    links: 'case_study_hashtags',
    item: 'case_study_id',
    search: 'case_studies_fts',
  },
  {
    key: 'whitepaper',
    table: 'whitepapers',
    links: 'whitepaper_hashtags',
    item: 'whitepaper_id',
    search: 'whitepapers_fts',
  },
] as const

const SEARCHES = ['cloud', 'AI', 'data', 'ation', 'zzz-no-such-text']

type Snapshot = Record<string, { items: unknown[]; hits: Record<string, unknown[]> }>

function snapshot(db: DatabaseSync, hashtagsOf: (type: (typeof TYPES)[number]) => string): Snapshot {
  const result: Snapshot = {}
  for (const type of TYPES) {
    const items = db
      .prepare(
        `SELECT t.id, t.title, t.description, t.version,
           (SELECT group_concat(h.id || ':' || h.name, ',') FROM (
              SELECT hashtags.id, hashtags.name FROM hashtags WHERE hashtags.id IN (${hashtagsOf(type)})
              ORDER BY hashtags.id) h) AS hashtags
         FROM ${type.table} t ORDER BY t.id`,
      )
      .all()
      .map((row) => ({ ...row }))
    const hits: Record<string, unknown[]> = {}
    for (const word of SEARCHES)
      hits[word] = db
        .prepare(`SELECT rowid FROM ${type.search} WHERE ${type.search} MATCH ? ORDER BY rowid`)
        .all(`"${word}"`)
        .map((row) => row.rowid)
    result[type.key] = { items, hits }
  }
  return result
}

describe('migration 0019 (one hashtag link table)', () => {
  it('keeps every item’s hashtags and every search hit of a copy of the seeded database', () => {
    const db = new DatabaseSync(':memory:')
    db.exec('PRAGMA foreign_keys = ON')
    for (const file of migrationFiles.filter((name) => name < MOVING)) apply(db, file)

    // The seed as it was written before 0019: its links go to the three per-type tables.
    db.exec('CREATE TEMP TABLE content_hashtags (content_type TEXT, item_id INTEGER, hashtag_id INTEGER)')
    db.exec(contentSql())
    for (const type of TYPES)
      db.exec(
        `INSERT INTO main.${type.links} (${type.item}, hashtag_id)
         SELECT item_id, hashtag_id FROM temp.content_hashtags WHERE content_type = '${type.key}'`,
      )
    db.exec('DROP TABLE temp.content_hashtags')
    // Odd rows: an item without hashtags, and one id in every type sharing a hashtag.
    db.exec(`INSERT INTO povs (id, title, description, content, excerpt, author, published_date)
             VALUES (900, 'Untagged', 'No hashtags at all', 'Body', 'Excerpt', 'A', '2025-01-01')`)
    for (const type of TYPES) {
      if (type.key === 'pov') continue
      db.exec(`INSERT OR IGNORE INTO ${type.links} (${type.item}, hashtag_id) VALUES (1, 1)`)
    }
    db.exec('INSERT OR IGNORE INTO pov_hashtags (pov_id, hashtag_id) VALUES (1, 1)')

    const linkCount = TYPES.reduce(
      (sum, type) => sum + Number(db.prepare(`SELECT count(*) AS n FROM ${type.links}`).get()?.n),
      0,
    )
    expect(linkCount).toBeGreaterThan(20)
    const before = snapshot(db, (type) => `SELECT hashtag_id FROM ${type.links} WHERE ${type.item} = t.id`)

    apply(db, MOVING)

    const after = snapshot(
      db,
      (type) =>
        `SELECT hashtag_id FROM content_hashtags WHERE content_type = '${type.key}' AND item_id = t.id`,
    )
    expect(after).toEqual(before)
    expect(Number(db.prepare('SELECT count(*) AS n FROM content_hashtags').get()?.n)).toBe(linkCount)
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%hashtags'")
      .all()
      .map((row) => row.name)
    expect(tables.sort()).toEqual(['content_hashtags', 'hashtags'])
    // A hashtag's links still go with it.
    db.exec('DELETE FROM hashtags WHERE id = 1')
    expect(
      Number(db.prepare('SELECT count(*) AS n FROM content_hashtags WHERE hashtag_id = 1').get()?.n),
    ).toBe(0)
    db.close()
  })
})
