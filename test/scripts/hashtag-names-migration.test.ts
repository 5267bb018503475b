import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { contentSql } from '../../scripts/seed.ts'

// Migration 0020 cleans the hashtag names stored before the door cleaned them: a leading '#',
// runs of whitespace, and names that differ only in case and spaces. Run here, in SQLite as D1
// runs it, on a copy of the seeded database with such names added.

const MIGRATIONS = join(import.meta.dirname, '../../migrations')
const CLEANING = '0020_hashtag_names.sql'

function apply(db: DatabaseSync, file: string) {
  for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) db.exec(statement)
}

const rows = (db: DatabaseSync, sql: string) =>
  db
    .prepare(sql)
    .all()
    .map((row) => ({ ...row }))

describe('migration 0020 (hashtag names)', () => {
  it('strips the #, collapses whitespace, and merges names that differ in case and spaces into the oldest', () => {
    const db = new DatabaseSync(':memory:')
    db.exec('PRAGMA foreign_keys = ON')
    for (const file of readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql') && name < CLEANING)
      .sort())
      apply(db, file)
    db.exec(contentSql())
    const seeded = rows(db, 'SELECT id, name FROM hashtags ORDER BY id')
    const seededLinks = rows(db, 'SELECT * FROM content_hashtags ORDER BY 1, 2, 3')

    db.exec(`INSERT INTO hashtags (id, name, type) VALUES
      (101, '##DataMesh', 'topic'),
      (102, 'AI   Governance', 'topic'),
      (103, 'ai governance', 'topic'),
      (104, ' Cloud' || char(9) || 'Ops ', 'topic'),
      (105, '#', 'topic'),
      (106, 'Überblick', 'topic'),
      (107, 'überblick', 'topic'),
      (108, '#AIGovernance', 'topic')`)
    db.exec(`INSERT INTO content_hashtags (content_type, item_id, hashtag_id) VALUES
      ('pov', 1, 102), ('pov', 1, 103),
      ('pov', 2, 103),
      ('case_study', 1, 103), ('case_study', 2, 108),
      ('whitepaper', 1, 104)`)

    apply(db, CLEANING)

    expect(rows(db, 'SELECT id, name FROM hashtags WHERE id > 100 ORDER BY id')).toEqual([
      { id: 101, name: 'DataMesh' },
      // 'AI   Governance' is the oldest of its group: it stays, cleaned; 'ai governance' and
      // '#AIGovernance' go.
      { id: 102, name: 'AI Governance' },
      { id: 104, name: 'Cloud Ops' },
      { id: 105, name: '#' },
      // SQLite folds the case of ASCII letters only.
      { id: 106, name: 'Überblick' },
      { id: 107, name: 'überblick' },
    ])
    // Every item linked to the merged name is linked to the one kept, once.
    expect(rows(db, 'SELECT * FROM content_hashtags WHERE hashtag_id > 100 ORDER BY 1, 2, 3')).toEqual([
      { content_type: 'case_study', item_id: 1, hashtag_id: 102 },
      { content_type: 'case_study', item_id: 2, hashtag_id: 102 },
      { content_type: 'pov', item_id: 1, hashtag_id: 102 },
      { content_type: 'pov', item_id: 2, hashtag_id: 102 },
      { content_type: 'whitepaper', item_id: 1, hashtag_id: 104 },
    ])
    // The seed's own names were clean already, and their links are as they were.
    expect(rows(db, 'SELECT id, name FROM hashtags WHERE id <= 100 ORDER BY id')).toEqual(seeded)
    expect(rows(db, 'SELECT * FROM content_hashtags WHERE hashtag_id <= 100 ORDER BY 1, 2, 3')).toEqual(
      seededLinks,
    )

    // Run again, it changes nothing.
    const once = rows(db, 'SELECT id, name FROM hashtags ORDER BY id')
    apply(db, CLEANING)
    expect(rows(db, 'SELECT id, name FROM hashtags ORDER BY id')).toEqual(once)
    db.close()
  })
})
