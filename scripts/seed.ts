import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { hashPassword } from '../src/worker/services/passwords.ts'
import { executeFile, migrateLocal, queryLocal } from './lib/local-d1.ts'
import { withSqlFile } from './lib/sql-file.ts'
import { generatePassword } from './lib/staff-password.ts'
import { seedCaseStudies, seedHashtags, seedPovs } from './seed/content.ts'

export const DEFAULT_STATE_DIR = '.wrangler/state'
export const LOCAL_ADMIN_EMAIL = 'admin@example.test'

export interface LocalAdmin {
  email: string
  password: string
}

const sqlString = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`)
const sqlBool = (value: boolean) => (value ? '1' : '0')

function values(rows: string[][]): string {
  return rows.map((row) => `(${row.join(', ')})`).join(',\n')
}

/** The demo content: written once, into an empty database, so later edits by staff survive restarts. */
export function contentSql(): string {
  const hashtagId = new Map(seedHashtags.map((tag, index) => [tag.name, index + 1]))
  const idOf = (name: string) => {
    const id = hashtagId.get(name)
    if (!id) throw new Error(`Seed content names an unknown hashtag: ${name}`)
    return String(id)
  }
  const povRows = seedPovs.map((pov, index) => [
    String(index + 1),
    ...[
      pov.title,
      pov.description,
      pov.content,
      pov.excerpt,
      pov.author,
      pov.publishedDate,
      pov.featuredImage,
    ].map(sqlString),
    sqlBool(pov.isPublished),
  ])
  const caseRows = seedCaseStudies.map((study, index) => [
    String(index + 1),
    ...[
      study.title,
      study.description,
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
      study.featuredImage,
    ].map(sqlString),
    sqlBool(study.isPublished),
    // Staggered creation times keep the newest-first order of the seed list.
    `unixepoch() - ${(seedCaseStudies.length - index) * 86_400}`,
  ])
  return [
    `INSERT INTO hashtags (id, name, type, description) VALUES\n${values(
      seedHashtags.map((tag, index) => [
        String(index + 1),
        sqlString(tag.name),
        sqlString(tag.type),
        sqlString(tag.description),
      ]),
    )};`,
    `INSERT INTO povs (id, title, description, content, excerpt, author, published_date, featured_image, is_published) VALUES\n${values(povRows)};`,
    `INSERT INTO case_studies (id, title, description, content, excerpt, client, industry, challenge, solution, results, project_duration, team_size, technologies, featured_image, is_published, created_at) VALUES\n${values(caseRows)};`,
    `INSERT INTO pov_hashtags (pov_id, hashtag_id) VALUES\n${values(
      seedPovs.flatMap((pov, index) => pov.hashtags.map((name) => [String(index + 1), idOf(name)])),
    )};`,
    `INSERT INTO case_study_hashtags (case_study_id, hashtag_id) VALUES\n${values(
      seedCaseStudies.flatMap((study, index) =>
        study.hashtags.map((name) => [String(index + 1), idOf(name)]),
      ),
    )};`,
  ].join('\n')
}

/** The local admin's password lives beside the local state, so it survives restarts but not a reset. */
async function localAdmin(stateDir: string): Promise<LocalAdmin> {
  const file = join(stateDir, 'local-admin.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalAdmin
  const admin = { email: LOCAL_ADMIN_EMAIL, password: await generatePassword(LOCAL_ADMIN_EMAIL) }
  mkdirSync(stateDir, { recursive: true })
  writeFileSync(file, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600 })
  return admin
}

/** Migrates the local D1, seeds demo content on first run, and (re)sets the local admin's login. */
export async function seedLocal(stateDir = DEFAULT_STATE_DIR): Promise<LocalAdmin> {
  const persistTo = stateDir === DEFAULT_STATE_DIR ? undefined : stateDir
  migrateLocal(persistTo)
  const admin = await localAdmin(stateDir)
  const [counts] = queryLocal<{ n: number }>(
    'SELECT (SELECT count(*) FROM hashtags) + (SELECT count(*) FROM povs) + (SELECT count(*) FROM case_studies) AS n',
    persistTo,
  )
  const statements: string[] = []
  if (counts?.n === 0) statements.push(contentSql())
  const hash = await hashPassword(admin.password)
  statements.push(
    `INSERT INTO users (email, first_name, last_name, password_hash, role, is_active) VALUES (${sqlString(admin.email)}, 'Local', 'Admin', ${sqlString(hash)}, 'admin', 1)
ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, role = 'admin', is_active = 1;`,
    `DELETE FROM login_attempts WHERE email = ${sqlString(admin.email)};`,
  )
  withSqlFile(statements.join('\n'), (file) => executeFile(file, persistTo))
  return admin
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const admin = await seedLocal(process.argv[2])
  console.log(`Admin login: ${admin.email}  ${admin.password}`)
}
