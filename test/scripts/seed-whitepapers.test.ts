import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryLocal } from '../../scripts/lib/local-d1.ts'
import { wrangler } from '../../scripts/lib/wrangler.ts'
import { seedLocal } from '../../scripts/seed.ts'

let stateDir = ''

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'seed-whitepapers-state-'))
  await seedLocal(stateDir)
}, 180_000)

afterAll(() => {
  rmSync(stateDir, { recursive: true, force: true })
})

/** The object as wrangler dev would serve it from this state folder (the bucket behind UPLOADS). */
function localObject(key: string): Buffer {
  const file = join(stateDir, 'object.bin')
  wrangler(['r2', 'object', 'get', `consulting-site-images/${key}`, '--local', '--file', file], stateDir)
  return readFileSync(file)
}

interface WhitepaperRow {
  id: number
  title: string
  download_url: string
  featured_image: string
  is_published: number
  hashtags: number
}

describe('the seeded whitepapers', () => {
  it('are three, one of them a draft, each with a cover and hashtags', () => {
    const rows = queryLocal<WhitepaperRow>(
      `SELECT w.id, w.title, w.download_url, w.featured_image, w.is_published,
        (SELECT count(*) FROM whitepaper_hashtags h WHERE h.whitepaper_id = w.id) AS hashtags
       FROM whitepapers w ORDER BY w.id`,
      stateDir,
    )
    expect(rows).toHaveLength(3)
    expect(rows.filter((row) => row.is_published === 0)).toHaveLength(1)
    for (const row of rows) {
      expect(row.featured_image).toMatch(/^\/images\/seed\/whitepaper-[a-z0-9-]+\.webp$/)
      expect(readFileSync(join('public', row.featured_image)).subarray(8, 12).toString('latin1')).toBe('WEBP')
      expect(row.hashtags).toBeGreaterThan(0)
    }
  })

  it('name PDFs of several pages that exist in the local bucket', async () => {
    const rows = queryLocal<Pick<WhitepaperRow, 'download_url'>>(
      'SELECT download_url FROM whitepapers ORDER BY id',
      stateDir,
    )
    expect(new Set(rows.map((row) => row.download_url)).size).toBe(3)
    for (const { download_url: key } of rows) {
      expect(key).toMatch(/^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/)
      const pdf = localObject(key)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1)
    }
  })

  it('are written once: seeding again adds no rows', async () => {
    await seedLocal(stateDir)
    const [count] = queryLocal<{ n: number }>('SELECT count(*) AS n FROM whitepapers', stateDir)
    expect(count?.n).toBe(3)
  })
})
