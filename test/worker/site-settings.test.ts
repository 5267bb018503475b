import { beforeAll, describe, expect, it } from 'vitest'
import { siteDocuments } from '../../src/worker/db/schema'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor } from './auth-fixtures'
import { db, sendCounted } from './content-fixtures'
import { call, sendAs } from './helpers'

// Site settings as admins edit them and visitors see them: every page, the contact page and the
// Organization JSON-LD show a saved change at the next request. Texts pinned as literals.

const SEEDED_PHONE = '+1 (847) 555-0142'
const NEW_PHONE = '+1 (312) 555-0199'
const INVALID = 'Invalid request'
const CONFLICT = 'Someone else saved this item after you opened it'

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin', email: 'settings-admin@example.test' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'settings-editor@example.test' })).id)
})

interface Current {
  settings: Record<string, unknown> & { companyPhone: string; address: Record<string, string> }
  version: number
  updatedAt: string | null
}

async function current(): Promise<Current> {
  const response = await sendAs(admin, 'GET', '/api/admin/site-settings')
  expect(response.status).toBe(200)
  return (await response.json()) as Current
}

const save = (settings: unknown, version: number) =>
  sendAs(admin, 'PUT', '/api/admin/site-settings', { ...(settings as object), version })

/** The Organization node of a page's JSON-LD. */
function organization(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1]
  const document = JSON.parse(json ?? '{}') as { '@graph'?: Record<string, unknown>[] } & Record<
    string,
    unknown
  >
  return (document['@graph'] ?? [document]).find((node) => node['@type'] === 'Organization')
}

describe('site settings', () => {
  it('start as the deploy variables, version 0, until an admin saves', async () => {
    const { settings, version } = await current()
    expect(version).toBe(0)
    expect(settings).toMatchObject({
      companyName: 'Crestline Consulting',
      companyEmail: 'hello@crestline-consulting.example',
      companyPhone: SEEDED_PHONE,
      address: { city: 'Deerfield', region: 'IL' },
      chatWidget: true,
    })
  })

  it('show a new phone on /, /contact and in the Organization JSON-LD at the next request', async () => {
    // Both pages cached first, so the save has to drop those copies.
    for (const path of ['/', '/contact']) {
      expect((await sendCounted(path)).body).toContain(SEEDED_PHONE)
      expect((await sendCounted(path)).cache).toBe('HIT')
    }
    const { settings, version } = await current()
    const saved = await save(
      {
        ...settings,
        companyPhone: NEW_PHONE,
        socialProfiles: { linkedin: 'https://www.linkedin.com/company/crestline', x: '', github: '' },
      },
      version,
    )
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as Current).version).toBe(version + 1)

    const home = await sendCounted('/')
    expect(home.cache).not.toBe('HIT')
    expect(home.body).toContain(NEW_PHONE)
    expect(home.body).not.toContain(SEEDED_PHONE)
    expect(organization(home.body)).toMatchObject({
      name: 'Crestline Consulting',
      telephone: NEW_PHONE,
      contactPoint: { '@type': 'ContactPoint', telephone: NEW_PHONE },
      address: { '@type': 'PostalAddress', addressLocality: 'Deerfield', addressRegion: 'IL' },
      sameAs: ['https://www.linkedin.com/company/crestline'],
    })
    const contact = await sendCounted('/contact')
    expect(contact.cache).not.toBe('HIT')
    expect(contact.body).toContain(NEW_PHONE)
    expect(contact.body).toContain('Deerfield, IL')
  })

  it('keep each saved version in the history, and the save in the audit log', async () => {
    const { settings, version } = await current()
    expect((await save({ ...settings, companyPhone: NEW_PHONE }, version)).status).toBe(200)
    const response = await sendAs(admin, 'GET', '/api/admin/site-settings/history')
    expect(response.status).toBe(200)
    const { revisions } = (await response.json()) as {
      revisions: { version: number; author: string; changed: string[] }[]
    }
    expect(revisions[0]).toMatchObject({ version: version + 1, author: 'settings-admin@example.test' })
    const [event] = await readAuditLog(admin, '?action=settings_changed')
    expect(event).toMatchObject({
      action: 'settings_changed',
      detail: { setting: 'settings', value: version + 1 },
    })
  })

  it('answer 409 to a save from a version someone else saved over', async () => {
    const { settings, version } = await current()
    expect((await save({ ...settings, companyPhone: NEW_PHONE }, version)).status).toBe(200)
    const stale = await save({ ...settings, companyPhone: '+1 (312) 555-0100' }, version)
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: string }).error).toBe(CONFLICT)
    expect((await current()).settings.companyPhone).toBe(NEW_PHONE)
  })

  it('refuse bad fields with a message on each', async () => {
    const { settings, version } = await current()
    const response = await save(
      {
        ...settings,
        companyPhone: ' ',
        companyEmail: 'not-an-address',
        address: { ...settings.address, city: '' },
        socialProfiles: { linkedin: 'http://linkedin.example', x: '', github: '' },
        defaultSocialImage: 'javascript:alert(1)',
      },
      version,
    )
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(json.error).toBe(INVALID)
    expect(json.fields).toEqual({
      companyPhone: 'Phone is required',
      companyEmail: 'Enter an email address, such as name@example.com',
      'address.city': 'City is required',
      'socialProfiles.linkedin': 'Enter an address starting with https://, or leave it empty',
      defaultSocialImage: 'Must be a valid URL',
    })
    expect((await current()).version).toBe(version)
  })

  it('are for admins only', async () => {
    const { settings, version } = await current()
    expect((await call('/api/admin/site-settings')).status).toBe(401)
    expect((await call('/api/admin/site-settings/history')).status).toBe(401)
    expect((await sendAs(editor, 'GET', '/api/admin/site-settings')).status).toBe(403)
    expect((await sendAs(editor, 'GET', '/api/admin/site-settings/history')).status).toBe(403)
    expect((await sendAs(editor, 'PUT', '/api/admin/site-settings', { ...settings, version })).status).toBe(
      403,
    )
  })

  it('that fail their schema when stored do not break a page: the defaults stand in, field by field', async () => {
    const body = JSON.stringify({ companyPhone: NEW_PHONE, companyEmail: 42, address: 'nowhere' })
    await db
      .insert(siteDocuments)
      .values({ name: 'settings', body, version: 7, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteDocuments.name, set: { body, version: 7 } })
    const home = await sendCounted('/contact')
    expect(home.status).toBe(200)
    expect(home.body).toContain(NEW_PHONE)
    expect(home.body).toContain('hello@crestline-consulting.example')
    expect(home.body).toContain('Deerfield, IL')
    await db.update(siteDocuments).set({ body: 'not json' })
    const broken = await sendCounted('/about')
    expect(broken.status).toBe(200)
    expect(broken.body).toContain(SEEDED_PHONE)
  })
})
