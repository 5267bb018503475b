import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { contentSql, jobOpeningsSql } from '../../scripts/seed.ts'
import { rebuildSearchIndexSql } from '../../src/worker/db/search-index-rebuild.ts'

// Migration 0023 replaces the four per-type FTS5 tables and their twelve triggers with one index.
// This migrates a copy of the seeded database, with a renamed, a deleted and an oddly named item,
// in SQLite as D1 runs it, and compares every item and the search hits of every type before and
// after; then the index as the scripts rebuild it.

const MIGRATIONS = join(import.meta.dirname, '../../migrations')
const MOVING = '0023_search_index.sql'

function apply(db: DatabaseSync, file: string) {
  for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) db.exec(statement)
}

/** The per-type tables, indexed by `<table>_fts` before 0023 and by their slot in one index after. */
const TYPES = [
  { key: 'pov', table: 'povs', slot: 1 },
  { key: 'case_study', table: 'case_studies', slot: 2 },
  { key: 'whitepaper', table: 'whitepapers', slot: 3 },
  { key: 'job_opening', table: 'job_openings', slot: 4 },
] as const

const SEARCHES = ['cloud', 'data', 'ation', 'engineer', 'Renamed', 'Deleted', 'l’été', '"quoted"', 'zzz-no']

type Snapshot = Record<string, { items: unknown[]; hits: Record<string, number[]> }>

function snapshot(db: DatabaseSync, hitsOf: (type: (typeof TYPES)[number], phrase: string) => number[]) {
  const result: Snapshot = {}
  for (const type of TYPES) {
    const items = db
      .prepare(`SELECT id, title, description FROM ${type.table} ORDER BY id`)
      .all()
      .map((row) => ({ ...row }))
    const hits: Record<string, number[]> = {}
    for (const word of SEARCHES) hits[word] = hitsOf(type, `"${word.replaceAll('"', '""')}"`)
    result[type.key] = { items, hits }
  }
  return result
}

const ids = (rows: Record<string, unknown>[], column: string) =>
  rows.map((row) => Number(row[column])).sort((a, b) => a - b)

const hitsInOne = (db: DatabaseSync) => (type: (typeof TYPES)[number], phrase: string) =>
  ids(
    db
      .prepare('SELECT rowid / 64 AS id FROM content_search WHERE content_search MATCH ? AND rowid % 64 = ?')
      .all(phrase, type.slot),
    'id',
  )

describe('migration 0023 (one search index)', () => {
  it('keeps every search hit of every type of a copy of the seeded database', () => {
    const db = new DatabaseSync(':memory:')
    db.exec('PRAGMA foreign_keys = ON')
    const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql') && name < MOVING)
    for (const file of files.sort()) apply(db, file)
    db.exec(contentSql())
    db.exec(jobOpeningsSql())
    // Odd rows, indexed by the old triggers: a renamed item, a deleted one, odd text, and an id
    // that is in every type.
    db.exec(`INSERT INTO povs (id, title, description, content, excerpt, author, published_date)
             VALUES (900, 'Cloud notes', 'Before', 'Body', 'Excerpt', 'A', '2025-01-01'),
                    (901, 'Deleted data', 'Gone', 'Body', 'Excerpt', 'A', '2025-01-01'),
                    (902, 'Résumé de l’été', 'A "quoted" word', 'Body', 'Excerpt', 'A', '2025-01-01')`)
    db.exec("UPDATE povs SET title = 'Renamed notes', description = 'After' WHERE id = 900")
    db.exec('DELETE FROM povs WHERE id = 901')
    db.exec(`INSERT INTO whitepapers (id, title, description, content, excerpt, author, published_date)
             VALUES (902, 'Engineer data', 'Same id as a POV', 'Body', 'Excerpt', 'A', '2025-01-01')`)

    const before = snapshot(db, (type, phrase) =>
      ids(
        db.prepare(`SELECT rowid FROM ${type.table}_fts WHERE ${type.table}_fts MATCH ?`).all(phrase),
        'rowid',
      ),
    )
    const hitCount = Object.values(before).reduce(
      (sum, type) => sum + Object.values(type.hits).reduce((n, hits) => n + hits.length, 0),
      0,
    )
    expect(hitCount).toBeGreaterThan(20)
    expect(before.pov?.hits.Renamed).toEqual([900])
    expect(before.pov?.hits.Deleted).toEqual([])

    apply(db, MOVING)

    expect(snapshot(db, hitsInOne(db))).toEqual(before)
    const schema = db
      .prepare("SELECT type, name FROM sqlite_master WHERE name LIKE '%fts%' OR sql LIKE '%VIRTUAL TABLE%'")
      .all()
      .map((row) => `${row.type} ${row.name}`)
    expect(schema).toEqual(['table content_search'])

    // The scripts' rebuild, derived from today's registry, makes the same index once the later
    // migrations have made today's tables (a page's, 0030, among them).
    for (const file of readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql') && name > MOVING)
      .sort())
      apply(db, file)
    db.exec(rebuildSearchIndexSql())
    expect(snapshot(db, hitsInOne(db))).toEqual(before)
    db.close()
  })
})
