import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A content type that has no public pages is its declaration. This test adds one, a webinar, to a
// copy of the project by writing the files below and nothing else, generates its migration with
// drizzle-kit, and then checks the copy: it type-checks, the Worker stores, lists, searches, revises,
// audits and deletes webinars through the API every type has, and the staff app has a Webinars
// section with its editor. When a new type needs a change anywhere else (a list of types the
// compiler or the registry does not reach), one of those checks fails here.

const REPO = join(import.meta.dirname, '../..')

/** Every file a new type without public pages writes, and how. */
const FIXTURE: Record<string, (current: string) => string> = {
  // 1. Its entry in the registry.
  'src/shared/content/registry.ts': (registry) =>
    registry.replace(
      /\n} as const\n/,
      `
  webinar: {
    key: 'webinar',
    table: 'webinars',
    searchSlot: 6,
    segment: 'webinars',
    mediaUser: 'webinar',
    labels: { one: 'webinar', many: 'webinars', title: 'Webinar' },
    byline: 'speaker',
    newestBy: 'createdAt',
    reading: false,
    address: 'none',
  },
} as const
`,
    ),
  // 2. Its fields and schema.
  'src/shared/content/types/webinar.ts': () => `import { imageUrlOrEmpty } from '../../schemas/fields'
import { z } from '../../schemas/zod'
import type { StoredContent } from '../../types'
import {
  type ApiFieldsOf,
  type ContentFields,
  longTextField,
  publishingShape,
  shapeOf,
  summaryField,
  textField,
} from '../fields'
import { contentTypes } from '../registry'

export const webinarFields = [
  textField('title', 'Title'),
  summaryField('description', 'Description'),
  longTextField('content', 'Content', { rows: 8, markdown: 'article' }),
  textField('speaker', 'Speaker'),
] as const

export const webinarSchema = z.object({
  ...shapeOf(webinarFields),
  featuredImage: imageUrlOrEmpty.default(''),
  ...publishingShape,
})

export type WebinarInput = z.input<typeof webinarSchema>
export type WebinarPayload = z.output<typeof webinarSchema>
export type Webinar = ApiFieldsOf<typeof webinarFields> & StoredContent

export const contentFields: ContentFields = { type: contentTypes.webinar, fields: webinarFields, schema: webinarSchema }
`,
  // 3. Its table.
  'src/worker/db/schema.ts': (schema) =>
    `${schema}
export const webinars = contentTable(contentTypes.webinar, { speaker: text('speaker').notNull() }, { publicListing: false })
`,
  // 4. How staff edit it.
  'src/client/staff/content/types/webinar.ts': () => `import { contentTypes } from '@shared/content/registry'
import {
  type Webinar,
  type WebinarInput,
  type WebinarPayload,
  webinarFields,
  webinarSchema,
} from '@shared/content/types/webinar'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<Webinar, WebinarInput, WebinarPayload> = {
  ...staffNaming<WebinarInput>(contentTypes.webinar, webinarFields),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: webinarSchema,
  ...contentTypeCalls<Webinar, WebinarPayload>(contentTypes.webinar),
  cardText: (webinar) => webinar.description,
  cardMeta: (webinar) => webinar.speaker,
}
`,
}

// What the copy's own test suites run against the new type: probes, not part of the type.
const WORKER_PROBE = `import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEvents } from '../../src/worker/db/schema'
import { addStaff, cookieFor, db } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { sendAs } from './helpers'

// A visitor's read, once the Worker has finished what it does after answering (keeping a copy).
const visit = async (path: string) => (await sendCounted(path)).status

describe('a webinar', () => {
  it('is stored, listed, searched, revised, audited and deleted through the API every type has', async () => {
    const admin = await cookieFor((await addStaff({ role: 'admin' })).id)
    const body = { title: 'Data mesh live', description: 'A talk', content: 'Slides **here**', speaker: 'Ana Ruiz', isPublished: true, hashtags: [] }
    const created = await sendAs(admin, 'POST', '/api/webinars', body)
    expect(created.status).toBe(201)
    const webinar = (await created.json()) as { id: number; speaker: string; version: number }
    expect(webinar).toMatchObject({ speaker: 'Ana Ruiz', version: 1 })
    const listed = (await (await sendAs(admin, 'GET', '/api/webinars/staff?q=mesh')).json()) as { items: { id: number }[]; authors: string[] }
    expect(listed.items.map((item) => item.id)).toEqual([webinar.id])
    expect(listed.authors).toEqual(['Ana Ruiz'])
    const updated = await sendAs(admin, 'PUT', \`/api/webinars/\${webinar.id}\`, { ...body, speaker: 'Ben Ode', version: 1 })
    expect(updated.status).toBe(200)
    const history = (await (await sendAs(admin, 'GET', \`/api/webinars/\${webinar.id}/revisions\`)).json()) as unknown[]
    expect(history).toHaveLength(2)
    expect(await visit(\`/api/webinars/\${webinar.id}\`)).toBe(200)
    expect((await sendCounted('/sitemap.xml')).body).not.toContain('/webinars')
    expect((await sendAs(admin, 'DELETE', \`/api/webinars/\${webinar.id}\`)).status).toBe(200)
    expect(await visit(\`/api/webinars/\${webinar.id}\`)).toBe(404)
    const events = await db.select().from(auditEvents).where(eq(auditEvents.targetType, 'webinar')).orderBy(desc(auditEvents.id))
    expect(events.map((event) => event.action)).toEqual(['content_trashed', 'content_updated', 'content_published', 'content_created'])
  })
})
`

const CLIENT_PROBE = `import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeNetwork, jsonResponse, renderApp } from './content-render'
import { staff } from './staff-user'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

describe('the Webinars section', () => {
  it("is listed in the sidebar and opens its editor with the type's own field", async () => {
    network = fakeNetwork((request) => {
      if (request.url.pathname === '/api/auth/user') return jsonResponse(staff('admin'))
      if (request.url.pathname === '/api/webinars/staff') return jsonResponse({ items: [], total: 0, authors: [] })
      if (request.url.pathname.startsWith('/api/unsaved-changes/')) return jsonResponse({ error: 'Not found' }, 404)
      return jsonResponse([])
    })
    const { router } = await renderApp('/admin/webinars')
    expect(await screen.findByRole('tab', { name: 'Webinars' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { name: 'Webinars (0)' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Webinar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Webinar' }, { timeout: 10_000 })
    expect(within(dialog).getByLabelText(/^Speaker/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/webinars/new')
  }, 60_000)
})
`

/** This process's environment without what vitest sets for itself (the copy's runs set their own). */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' }
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name]
  return env
}

function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: childEnv() }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })
}

/** The repository's files (tracked, and new ones not ignored) in a folder of its own, sharing node_modules. */
async function copyOfRepository(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'content-type-fixture-'))
  const { output } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], REPO)
  for (const file of output.split('\n').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(REPO, file), join(copy, file))
  }
  // Each installed package by link; the tools' caches (TypeScript's, Vite's) stay the copy's own.
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (['.tmp', '.vite', '.vite-temp', '.vitest'].includes(entry)) continue
    symlinkSync(join(REPO, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
  return copy
}

let copy: string
let generated: { code: number; output: string }
let addedMigrations: string[]

beforeAll(async () => {
  copy = await copyOfRepository()
  const migrationsBefore = readdirSync(join(copy, 'migrations')).filter((file) => file.endsWith('.sql'))
  for (const [file, write] of Object.entries(FIXTURE)) {
    const path = join(copy, file)
    writeFileSync(path, write(existsSync(path) ? readFileSync(path, 'utf8') : ''))
  }
  writeFileSync(join(copy, 'test/worker/webinar-probe.test.ts'), WORKER_PROBE)
  writeFileSync(join(copy, 'test/client/webinar-probe.test.tsx'), CLIENT_PROBE)
  // The build the suite made, if there is one: the probes read no page, so the copy's Worker tests
  // need not build the app again (copied last, it is newer than every source).
  if (existsSync(join(REPO, 'dist'))) cpSync(join(REPO, 'dist'), join(copy, 'dist'), { recursive: true })
  generated = await run('npx', ['drizzle-kit', 'generate', '--name', 'webinars'], copy)
  addedMigrations = readdirSync(join(copy, 'migrations')).filter(
    (file) => file.endsWith('.sql') && !migrationsBefore.includes(file),
  )
}, 180_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('a content type without public pages', () => {
  it(`is ${Object.keys(FIXTURE).length} files and the migration drizzle-kit writes from them`, async () => {
    expect(Object.keys(FIXTURE).length).toBeLessThanOrEqual(4)
    expect(generated.code, generated.output).toBe(0)
    expect(addedMigrations).toHaveLength(1)
    expect(readFileSync(join(copy, 'migrations', addedMigrations[0] ?? ''), 'utf8')).toContain(
      'CREATE TABLE `webinars`',
    )
  })

  it('type-checks with nothing else changed', async () => {
    const checked = await run('npx', ['tsc', '-b', '--checkers', '1', '--builders', '1'], copy)
    expect(checked.code, checked.output).toBe(0)
  }, 300_000)

  it('is stored, listed, revised, audited and deleted by the Worker', async () => {
    const tested = await run(
      'npx',
      ['vitest', 'run', '-c', 'vitest.worker.config.ts', 'test/worker/webinar-probe.test.ts'],
      copy,
    )
    expect(tested.code, tested.output).toBe(0)
    expect(tested.output).toMatch(/1 passed/)
  }, 300_000)

  it('has its own section and editor in the staff app', async () => {
    const tested = await run(
      'npx',
      ['vitest', 'run', '-c', 'vitest.client.config.ts', 'test/client/webinar-probe.test.tsx'],
      copy,
    )
    expect(tested.code, tested.output).toBe(0)
    expect(tested.output).toMatch(/1 passed/)
  }, 300_000)
})
