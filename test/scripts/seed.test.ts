import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPlatformProxy } from 'wrangler'
import { seedLocal } from '../../scripts/seed.ts'
import { pageDocumentSchema } from '../../src/shared/schemas/page-blocks.ts'
import { pdfPageCount } from '../support/pdf-page-count.ts'
import { queryLocal } from '../support/read-local-d1.ts'

let stateDir = ''
let seededFrom = 0
let seededUntil = 0

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'seed-state-'))
  seededFrom = Date.now()
  await seedLocal(stateDir)
  seededUntil = Date.now()
}, 180_000)

afterAll(() => {
  rmSync(stateDir, { recursive: true, force: true })
})

/** What this test reads of the local bucket behind UPLOADS (R2's own types are the Worker's). */
interface LocalBucket {
  list(options: { include: ['httpMetadata'] }): Promise<{
    objects: { key: string; size: number; httpMetadata?: { contentType?: string } }[]
    truncated: boolean
  }>
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>
}

/** The local bucket as a server of the build would serve it from this state folder. */
async function withBucket<T>(use: (bucket: LocalBucket) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ UPLOADS: LocalBucket }>({
    persist: { path: join(stateDir, 'v3') },
    remoteBindings: false,
  })
  try {
    return await use(proxy.env.UPLOADS)
  } finally {
    await proxy.dispose()
  }
}

/** An upload's address: `/images/<uuid>.webp`, the key of a WebP original in R2. */
const UPLOADED_WEBP = /^\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/

interface WhitepaperRow {
  id: number
  title: string
  download_url: string
  featured_image: string
  is_published: number
  hashtags: number
}

describe('the seeded whitepapers', () => {
  it('are three, one of them a draft, each with a cover and hashtags', async () => {
    const rows = await queryLocal<WhitepaperRow>(
      `SELECT w.id, w.title, w.download_url, w.featured_image, w.is_published,
        (SELECT count(*) FROM content_hashtags h WHERE h.content_type = 'whitepaper' AND h.item_id = w.id) AS hashtags
       FROM whitepapers w ORDER BY w.id`,
      stateDir,
    )
    expect(rows).toHaveLength(3)
    expect(rows.filter((row) => row.is_published === 0)).toHaveLength(1)
    for (const row of rows) {
      expect(row.featured_image).toMatch(UPLOADED_WEBP)
      expect(row.hashtags).toBeGreaterThan(0)
    }
  })

  it('name PDFs of several pages that exist in the local bucket', async () => {
    const rows = await queryLocal<Pick<WhitepaperRow, 'download_url'>>(
      'SELECT download_url FROM whitepapers ORDER BY id',
      stateDir,
    )
    expect(new Set(rows.map((row) => row.download_url)).size).toBe(3)
    await withBucket(async (bucket) => {
      for (const { download_url: key } of rows) {
        expect(key).toMatch(/^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/)
        const pdf = Buffer.from((await (await bucket.get(key))?.arrayBuffer()) ?? new ArrayBuffer(0))
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(pdfPageCount(pdf)).toBeGreaterThan(1)
      }
    })
  })
})

interface JobOpeningRow {
  title: string
  department: string
  workplace: string
  salary_currency: string | null
  apply_by: string
  is_published: number
  hashtags: number
}

describe('the seeded pages', () => {
  it('are the thirteen site pages and a published landing page whose blocks pass their schemas, all searchable', async () => {
    const rows = await queryLocal<{ path: string; content: string; is_published: number; indexed: number }>(
      `SELECT p.path, p.content, p.is_published,
        (SELECT count(*) FROM content_search s WHERE s.rowid = p.id * 64 + 5) AS indexed
       FROM pages p ORDER BY p.id`,
      stateDir,
    )
    expect(rows.map((row) => row.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/services/data-analytics',
      '/services/artificial-intelligence',
      '/services/qa-automation',
      '/services/process-consulting',
      '/services/smb-enablement',
      '/services/staff-augmentation',
      '/services/platform-engineering',
      '/privacy-notice',
      '/cookie-policy',
      '/terms-of-use',
      '/lp/data-assessment',
    ])
    for (const row of rows) {
      expect(row.is_published, row.path).toBe(1)
      expect(row.indexed, row.path).toBe(1)
      expect(pageDocumentSchema.safeParse(JSON.parse(row.content)).error, row.path).toBeUndefined()
    }
  })
})

describe('the seeded job openings', () => {
  it('are four, one unpublished, each open for weeks after the seed and with hashtags', async () => {
    const rows = await queryLocal<JobOpeningRow>(
      `SELECT o.title, o.department, o.workplace, o.salary_currency, o.apply_by, o.is_published,
        (SELECT count(*) FROM content_hashtags h WHERE h.content_type = 'job_opening' AND h.item_id = o.id) AS hashtags
       FROM job_openings o ORDER BY o.id`,
      stateDir,
    )
    expect(rows.map((row) => [row.title, row.is_published])).toEqual([
      ['Senior Data Engineer', 1],
      ['QA Automation Engineer', 1],
      ['Platform Engineer', 1],
      ['AI Solutions Architect', 0],
    ])
    // Counted from the seed date, so a seeded site always lists open positions.
    const inAMonth = new Date(seededFrom + 30 * 86_400_000).toISOString().slice(0, 10)
    for (const row of rows) {
      expect(row.apply_by, row.title).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(row.apply_by > inAMonth, row.title).toBe(true)
      expect(row.hashtags, row.title).toBeGreaterThanOrEqual(2)
    }
    // Each kind of workplace, with and without a salary.
    expect(new Set(rows.map((row) => row.workplace))).toEqual(new Set(['on_site', 'hybrid', 'remote']))
    expect(rows.map((row) => row.salary_currency)).toEqual(['EUR', null, 'GBP', 'CHF'])
  })
})

interface MediaRow {
  key: string
  width: number
  height: number
  format: string
  bytes: number
  file_name: string | null
  uploaded_by: number | null
  created_at: number
}

const featuredImages = () =>
  queryLocal<{ type: string; id: number; featured_image: string }>(
    `SELECT 'pov' AS type, id, featured_image FROM povs
     UNION ALL SELECT 'case study', id, featured_image FROM case_studies
     UNION ALL SELECT 'whitepaper', id, featured_image FROM whitepapers
     ORDER BY type, id`,
    stateDir,
  )

describe('the seeded search settings', () => {
  it('give every item a title of at most 60 and a description of at most 160 characters', async () => {
    const items = await queryLocal<{
      item: string
      meta_title: string | null
      meta_description: string | null
    }>(
      `SELECT 'pov ' || id AS item, meta_title, meta_description FROM povs
       UNION ALL SELECT 'case study ' || id, meta_title, meta_description FROM case_studies
       UNION ALL SELECT 'whitepaper ' || id, meta_title, meta_description FROM whitepapers`,
      stateDir,
    )
    expect(items).toHaveLength(9 + 6 + 3)
    for (const { item, meta_title, meta_description } of items) {
      // Within what search results show before cutting the text short.
      expect(meta_title?.length, item).toBeLessThanOrEqual(60)
      expect(meta_title, item).toMatch(/\S+ \| Crestline Consulting$/)
      expect(meta_description?.length, item).toBeGreaterThan(100)
      expect(meta_description?.length, item).toBeLessThanOrEqual(160)
    }
  })
})

describe('the seeded featured images', () => {
  it('are uploads: every item names an /images/<uuid>.webp address, each image its own', async () => {
    const items = await featuredImages()
    expect(items).toHaveLength(9 + 6 + 3)
    for (const item of items) expect(item.featured_image, `${item.type} ${item.id}`).toMatch(UPLOADED_WEBP)
    expect(new Set(items.map((item) => item.featured_image)).size).toBe(items.length)
    // Derived from the file name, so every seeded state (and every developer's) has the same addresses.
    expect(items.find((item) => item.type === 'pov' && item.id === 1)?.featured_image).toBe(
      '/images/b78ef9f3-85e0-58e8-abd1-f8506a45d503.webp',
    )
  })

  it('each have a media row with the dimensions, type and size of the stored original, uploaded by nobody', async () => {
    const rows = await queryLocal<MediaRow>('SELECT * FROM media ORDER BY key', stateDir)
    const keys = (await featuredImages()).map((item) => UPLOADED_WEBP.exec(item.featured_image)?.[1])
    expect(rows.map((row) => row.key)).toEqual([...keys].sort())
    await withBucket(async (bucket) => {
      const { objects, truncated } = await bucket.list({ include: ['httpMetadata'] })
      expect(truncated).toBe(false)
      for (const row of rows) {
        expect(row).toMatchObject({ format: 'image/webp', uploaded_by: null })
        expect(row.file_name).toMatch(/^(pov|case|whitepaper)-[a-z0-9-]+\.webp$/)
        expect(row.created_at).toBeGreaterThanOrEqual(seededFrom)
        expect(row.created_at).toBeLessThanOrEqual(seededUntil)
        const stored = objects.find((object) => object.key === row.key)
        expect(stored, row.key).toMatchObject({
          size: row.bytes,
          httpMetadata: { contentType: 'image/webp' },
        })
        const body = await (await bucket.get(row.key))?.arrayBuffer()
        const metadata = await sharp(body).metadata()
        expect(metadata).toMatchObject({ format: 'webp', width: row.width, height: row.height })
        expect([row.width, row.height]).toEqual([1200, 675])
      }
    })
  })
})

describe('the local logins', () => {
  it('are an active admin and an active editor, kept beside the state with passwords only their owner reads', async () => {
    const users = await queryLocal<{ email: string; role: string; is_active: number }>(
      'SELECT email, role, is_active FROM users ORDER BY email',
      stateDir,
    )
    expect(users).toEqual([
      { email: 'admin@example.test', role: 'admin', is_active: 1 },
      { email: 'editor@example.test', role: 'editor', is_active: 1 },
    ])
    for (const file of ['local-admin.json', 'local-editor.json']) {
      const login = JSON.parse(readFileSync(join(stateDir, file), 'utf8')) as {
        email: string
        password: string
      }
      expect(login.password.length).toBeGreaterThanOrEqual(12)
      expect(statSync(join(stateDir, file)).mode & 0o777).toBe(0o600)
    }
  })
})

describe('the menus', () => {
  it('are stored as version 1 with its revision, today’s links, and stay so when seeded again', async () => {
    const read = () =>
      queryLocal<{ version: number; body: string; revisions: number; author: string }>(
        "SELECT d.version, d.body, (SELECT count(*) FROM site_document_revisions r WHERE r.name = 'menus') AS revisions, (SELECT author_name FROM site_document_revisions r WHERE r.name = 'menus' AND r.version = 1) AS author FROM site_documents d WHERE d.name = 'menus'",
        stateDir,
      )
    const [menus] = await read()
    expect(menus).toMatchObject({ version: 1, revisions: 1, author: 'Seed' })
    const body = JSON.parse(menus?.body ?? '{}')
    expect(body.header.items.map((item: { label: string }) => item.label)).toEqual([
      'Services',
      'Insights',
      'Case Studies',
      'About Us',
    ])
    expect(body.header.button).toEqual({ label: "Let's Connect", href: '/contact' })
    expect(body.footer.columns[0].links.at(-1)).toEqual({ label: 'Careers', href: '/careers' })
    await seedLocal(stateDir)
    expect(await read()).toEqual([menus])
  })
})

describe('the site settings', () => {
  it('are stored as version 1 with its revision, from the deploy variables, and kept when seeding again', async () => {
    await seedLocal(stateDir)
    const rows = await queryLocal<{ version: number; body: string; revisions: number; author: string }>(
      "SELECT d.version, d.body, (SELECT count(*) FROM site_document_revisions WHERE name = 'settings') AS revisions, (SELECT author_name FROM site_document_revisions WHERE name = 'settings') AS author FROM site_documents d WHERE d.name = 'settings'",
      stateDir,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ version: 1, revisions: 1, author: 'Seed' })
    expect(JSON.parse(rows[0]?.body ?? '{}')).toMatchObject({
      companyName: 'Crestline Consulting',
      companyEmail: 'hello@crestline-consulting.example',
      companyPhone: '+1 (847) 555-0142',
      legalEmail: 'legal@crestline-consulting.example',
      privacyEmail: 'privacy@crestline-consulting.example',
      address: { city: 'Deerfield', region: 'IL', postalCode: '60015', country: 'United States' },
      chatWidget: true,
    })
  })
})

describe('seeding again', () => {
  it('adds no rows: content is written only into an empty database', async () => {
    await seedLocal(stateDir)
    const [count] = await queryLocal<{ whitepapers: number; openings: number; media: number }>(
      'SELECT (SELECT count(*) FROM whitepapers) AS whitepapers, (SELECT count(*) FROM job_openings) AS openings, (SELECT count(*) FROM media) AS media',
      stateDir,
    )
    expect(count).toEqual({ whitepapers: 3, openings: 4, media: 18 })
  })

  it('keeps both logins', async () => {
    const before = JSON.parse(readFileSync(join(stateDir, 'local-editor.json'), 'utf8'))
    const logins = await seedLocal(stateDir)
    expect(logins.editor).toEqual(before)
    expect(logins.email).toBe('admin@example.test')
  })
})
