import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentTypes } from '../src/shared/content/registry.ts'
import { defaultMenus } from '../src/shared/default-menus.ts'
import { rebuildSearchIndexSql } from '../src/worker/db/search-index-rebuild.ts'
import { hashPassword } from '../src/worker/services/passwords.ts'
import { defaultSiteSettings, type SettingsVariables } from '../src/worker/services/site-settings-defaults.ts'
import {
  applyMigrations,
  DEFAULT_STATE_DIR,
  type LocalBindings,
  type LocalBucket,
  splitSql,
  withLocalBindings,
} from './lib/local-bindings.ts'
import { generatePassword } from './lib/staff-password.ts'
import { seedCaseStudies, seedHashtags, seedPovs } from './seed/content.ts'
import { seedJobOpenings } from './seed/job-openings.ts'
import { seedLandingPages } from './seed/landing-pages.ts'
import { seedImageAddress } from './seed/seed-image-address.ts'
import { readSeedImages, type SeedImage } from './seed/seed-images.ts'
import { whitepaperPdf } from './seed/whitepaper-pdf.ts'
import { seedWhitepapers } from './seed/whitepapers.ts'

export const LOCAL_ADMIN_EMAIL = 'admin@example.test'
/** A local editor, so that the review workflow can be tried from both sides on a fresh clone. */
export const LOCAL_EDITOR_EMAIL = 'editor@example.test'

export interface LocalAdmin {
  email: string
  password: string
}

/** The local admin's login, with the local editor's beside it. */
export type LocalLogins = LocalAdmin & { editor: LocalAdmin }

const sqlString = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`)
const sqlBool = (value: boolean) => (value ? '1' : '0')

function values(rows: string[][]): string {
  return rows.map((row) => `(${row.join(', ')})`).join(',\n')
}

// One seeded item's row: its id (position in the seed list), its text columns, its published flag.
const itemRow = (index: number, texts: (string | null)[], isPublished: boolean) => [
  String(index + 1),
  ...texts.map(sqlString),
  sqlBool(isPublished),
]

/** The demo content: written once, into an empty database, so later edits by staff survive restarts. */
export function contentSql(): string {
  const hashtagId = new Map(seedHashtags.map((tag, index) => [tag.name, index + 1]))
  const idOf = (name: string) => {
    const id = hashtagId.get(name)
    if (!id) throw new Error(`Seed content names an unknown hashtag: ${name}`)
    return String(id)
  }
  const hashtagLinks = (contentType: string, items: { hashtags: string[] }[]) =>
    items.flatMap((item, index) =>
      item.hashtags.map((name) => [sqlString(contentType), String(index + 1), idOf(name)]),
    )
  const povRows = seedPovs.map((pov, index) =>
    itemRow(
      index,
      [
        pov.title,
        pov.description,
        pov.metaTitle,
        pov.metaDescription,
        pov.content,
        pov.excerpt,
        pov.author,
        pov.publishedDate,
        seedImageAddress(pov.imageFile),
      ],
      pov.isPublished,
    ),
  )
  const caseRows = seedCaseStudies.map((study, index) => [
    ...itemRow(
      index,
      [
        study.title,
        study.description,
        study.metaTitle,
        study.metaDescription,
        study.content,
        study.excerpt,
        study.client,
        study.industry,
        study.challenge,
        study.solution,
        study.results,
        study.projectDuration,
        study.teamSize,
        study.technologies,
        seedImageAddress(study.imageFile),
      ],
      study.isPublished,
    ),
    // Staggered creation times keep the newest-first order of the seed list.
    `unixepoch() - ${(seedCaseStudies.length - index) * 86_400}`,
  ])
  const whitepaperRows = seedWhitepapers.map((paper, index) =>
    itemRow(
      index,
      [
        paper.title,
        paper.description,
        paper.metaTitle,
        paper.metaDescription,
        paper.content,
        paper.excerpt,
        paper.author,
        paper.publishedDate,
        paper.documentKey,
        seedImageAddress(paper.imageFile),
      ],
      paper.isPublished,
    ),
  )
  return [
    `INSERT INTO hashtags (id, name, type, description) VALUES\n${values(
      seedHashtags.map((tag, index) => [
        String(index + 1),
        sqlString(tag.name),
        sqlString(tag.type),
        sqlString(tag.description),
      ]),
    )};`,
    `INSERT INTO povs (id, title, description, meta_title, meta_description, content, excerpt, author, published_date, featured_image, is_published) VALUES\n${values(povRows)};`,
    `INSERT INTO case_studies (id, title, description, meta_title, meta_description, content, excerpt, client, industry, challenge, solution, results, project_duration, team_size, technologies, featured_image, is_published, created_at) VALUES\n${values(caseRows)};`,
    `INSERT INTO whitepapers (id, title, description, meta_title, meta_description, content, excerpt, author, published_date, download_url, featured_image, is_published) VALUES\n${values(whitepaperRows)};`,
    `INSERT INTO content_hashtags (content_type, item_id, hashtag_id) VALUES\n${values([
      ...hashtagLinks(contentTypes.pov.key, seedPovs),
      ...hashtagLinks(contentTypes.caseStudy.key, seedCaseStudies),
      ...hashtagLinks(contentTypes.whitepaper.key, seedWhitepapers),
    ])};`,
  ].join('\n')
}

/**
 * The menus as version 1 with its revision (today's links), unless some version is stored: staff
 * edit them from there, and their history starts with it.
 */
function menusSql(now: number): string {
  const body = sqlString(JSON.stringify(defaultMenus))
  return [
    `INSERT INTO site_documents (name, body, version, updated_at) VALUES ('menus', ${body}, 1, ${now}) ON CONFLICT(name) DO NOTHING;`,
    `INSERT INTO site_document_revisions (name, version, body, author_name, created_at) VALUES ('menus', 1, ${body}, 'Seed', ${now}) ON CONFLICT DO NOTHING;`,
  ].join('\n')
}

/** The demo landing pages, published; the site's own pages come with their migrations (0030, the legal pages 0037). */
function landingPagesSql(): string {
  const rows = seedLandingPages.map((page) =>
    [page.title, page.description, page.path, JSON.stringify(page.document)].map(sqlString).concat('1'),
  )
  return `INSERT INTO pages (title, description, path, content, is_published) VALUES\n${values(rows)};`
}

const sqlNumber = (value: number | null) => (value === null ? 'NULL' : String(value))

/**
 * The demo job openings (the careers pages), apart from contentSql: the migration tests load that
 * into databases from before the job_openings table. Each takes applications until a day counted
 * from the seed date, so a seeded site always has open positions.
 */
export function jobOpeningsSql(): string {
  const hashtagId = new Map(seedHashtags.map((tag, index) => [tag.name, index + 1]))
  const rows = seedJobOpenings.map((opening, index) => [
    ...itemRow(
      index,
      [
        opening.title,
        opening.department,
        opening.location,
        opening.employmentType,
        opening.workplace,
        opening.description,
        opening.content,
        opening.responsibilities,
        opening.requirements,
      ],
      opening.isPublished,
    ),
    sqlNumber(opening.salaryMin),
    sqlNumber(opening.salaryMax),
    sqlString(opening.salaryCurrency),
    `date('now', '+${opening.applyByDays} days')`,
    // Staggered creation times keep the newest-first order of the seed list.
    `unixepoch() - ${(seedJobOpenings.length - index) * 86_400}`,
  ])
  const links = seedJobOpenings.flatMap((opening, index) =>
    opening.hashtags.map((name) => {
      const id = hashtagId.get(name)
      if (!id) throw new Error(`A seed job opening names an unknown hashtag: ${name}`)
      return [sqlString(contentTypes.jobOpening.key), String(index + 1), String(id)]
    }),
  )
  return [
    `INSERT INTO job_openings (id, title, department, location, employment_type, workplace, description, content, responsibilities, requirements, is_published, salary_min, salary_max, salary_currency, apply_by, created_at) VALUES\n${values(rows)};`,
    `INSERT INTO content_hashtags (content_type, item_id, hashtag_id) VALUES\n${values(links)};`,
  ].join('\n')
}

/** The whitepapers' PDFs, rendered from their seed text, into the local R2 bucket. */
async function seedDocuments(bucket: LocalBucket): Promise<void> {
  await Promise.all(
    seedWhitepapers.map((paper) =>
      bucket.put(paper.documentKey, whitepaperPdf(paper), {
        httpMetadata: { contentType: 'application/pdf' },
      }),
    ),
  )
}

/** The featured images of the seed content, into the local R2 bucket as uploads; returns them for their media rows. */
async function seedImages(bucket: LocalBucket): Promise<SeedImage[]> {
  const images = await readSeedImages(
    [...seedPovs, ...seedCaseStudies, ...seedWhitepapers].map((item) => item.imageFile),
  )
  await Promise.all(
    images.map((image) => bucket.put(image.key, image.body, { httpMetadata: { contentType: 'image/webp' } })),
  )
  return images
}

/**
 * Each image's media row, as the upload route writes it; no staff member uploaded them. Staff who
 * deleted every item get the seed again on the next start, while its images may still be listed:
 * those rows stay as they are.
 */
function mediaSql(images: SeedImage[], createdAtMs: number): string {
  const rows = images.map((image) => [
    sqlString(image.key),
    String(image.width),
    String(image.height),
    sqlString('image/webp'),
    String(image.body.byteLength),
    sqlString(image.fileName),
    'NULL',
    String(createdAtMs),
  ])
  return `INSERT INTO media (key, width, height, format, bytes, file_name, uploaded_by, created_at) VALUES\n${values(rows)}\nON CONFLICT(key) DO NOTHING;`
}

/**
 * Version 1 of the site settings, with its revision, from the deploy variables: written once, so
 * what staff save later survives restarts.
 */
function siteSettingsStatements(DB: LocalBindings['DB'], vars: SettingsVariables, nowMs: number) {
  const body = JSON.stringify(defaultSiteSettings(vars))
  return [
    DB.prepare(
      `INSERT INTO site_documents (name, body, version, updated_at, updated_by) VALUES ('settings', ?, 1, ?, NULL)
ON CONFLICT(name) DO NOTHING`,
    ).bind(body, nowMs),
    DB.prepare(
      `INSERT INTO site_document_revisions (name, version, body, user_id, author_name, created_at) VALUES ('settings', 1, ?, NULL, 'Seed', ?)
ON CONFLICT(name, version) DO NOTHING`,
    ).bind(body, nowMs),
  ]
}

/** A local login's password lives beside the local state, so it survives restarts but not a reset. */
async function localLogin(stateDir: string, file: string, email: string): Promise<LocalAdmin> {
  const path = join(stateDir, file)
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as LocalAdmin
  const login = { email, password: await generatePassword(email) }
  mkdirSync(stateDir, { recursive: true })
  writeFileSync(path, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 })
  return login
}

/** (Re)sets a local account's password and role, and clears its failed sign-ins. */
async function localAccount(
  DB: LocalBindings['DB'],
  login: LocalAdmin,
  name: string,
  role: 'admin' | 'editor',
) {
  return [
    DB.prepare(
      `INSERT INTO users (email, first_name, last_name, password_hash, role, is_active) VALUES (?, 'Local', ?, ?, ?, 1)
ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, is_active = 1`,
    ).bind(login.email, name, await hashPassword(login.password), role),
    DB.prepare('DELETE FROM login_attempts WHERE email = ?').bind(login.email),
  ]
}

/**
 * Migrates the local D1, seeds demo content (rows, images, whitepaper PDFs and job openings) on first
 * run, and (re)sets the local admin's and the local editor's logins.
 */
export async function seedLocal(
  stateDir = DEFAULT_STATE_DIR,
  /** Deploy variables the server will run with in place of wrangler.toml's (a test server's). */
  varsOverride: Partial<SettingsVariables> = {},
): Promise<LocalLogins> {
  const admin = await localLogin(stateDir, 'local-admin.json', LOCAL_ADMIN_EMAIL)
  const editor = await localLogin(stateDir, 'local-editor.json', LOCAL_EDITOR_EMAIL)
  return withLocalBindings(stateDir, async ({ DB, UPLOADS, ...vars }) => {
    await applyMigrations(DB)
    const counts = await DB.prepare(
      'SELECT (SELECT count(*) FROM hashtags) + (SELECT count(*) FROM povs) + (SELECT count(*) FROM case_studies) + (SELECT count(*) FROM whitepapers) + (SELECT count(*) FROM job_openings) AS n',
    ).first<{ n: number }>()
    const statements: string[] = []
    if (counts?.n === 0) {
      // Files first: if writing the rows fails, the next run finds the database still empty and
      // writes both again (same keys), so no seeded row ever names a missing document or image.
      await seedDocuments(UPLOADS)
      const images = await seedImages(UPLOADS)
      statements.push(
        mediaSql(images, Date.now()),
        contentSql(),
        jobOpeningsSql(),
        landingPagesSql(),
        rebuildSearchIndexSql(),
      )
    }
    statements.push(menusSql(Date.now()))
    // One batch, so the content and the local logins are written together or not at all.
    await DB.batch([
      ...splitSql(statements.join('\n')).map((query) => DB.prepare(query)),
      ...siteSettingsStatements(DB, { ...vars, ...varsOverride }, Date.now()),
      ...(await localAccount(DB, admin, 'Admin', 'admin')),
      ...(await localAccount(DB, editor, 'Editor', 'editor')),
    ])
    return { ...admin, editor }
  })
}

/** What `npm start` and `npm run seed` print: both logins, one per line. */
export const loginLines = (logins: LocalLogins) =>
  `Admin login: ${logins.email}  ${logins.password}\nEditor login: ${logins.editor.email}  ${logins.editor.password}`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(loginLines(await seedLocal(process.argv[2])))
}
