import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/content/types/case-study'
import type { Pov } from '../../src/shared/content/types/pov'
import type { Enquiry, Hashtag } from '../../src/shared/types'
import { contactSubmissions, contentHashtags, hashtags } from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, hashtagBody, povBody } from './auth-fixtures'
import { call, sendAs } from './helpers'

let cookie: string

beforeAll(async () => {
  const admin = await addStaff({ role: 'admin' })
  cookie = await cookieFor(admin.id)
})

const send = (method: string, path: string, body?: unknown) => sendAs(cookie, method, path, body)

async function newHashtag(name = `tag-${crypto.randomUUID()}`): Promise<Hashtag> {
  const response = await send('POST', '/api/hashtags', { ...hashtagBody(), name })
  expect(response.status).toBe(201)
  return response.json()
}

describe('POVs', () => {
  it('takes a published date only if it is a day of the calendar', async () => {
    for (const publishedDate of ['2024-13-45', '2023-02-29', '2024-04-31', '2024-1-5']) {
      const response = await send('POST', '/api/povs', { ...povBody(), publishedDate })
      expect(response.status, publishedDate).toBe(400)
      expect((await response.json<{ fields: Record<string, string> }>()).fields.publishedDate).toBe(
        'Published date must be a date',
      )
    }
    const leapDay = await send('POST', '/api/povs', { ...povBody(), publishedDate: '2024-02-29' })
    expect(leapDay.status).toBe(201)
    expect(await leapDay.json()).toMatchObject({ publishedDate: '2024-02-29' })
  })

  it('creates, reads back, updates and deletes, with hashtag links', async () => {
    const [a, b] = [await newHashtag('Alpha'), await newHashtag('Beta')]
    const created = await send('POST', '/api/povs', {
      ...povBody(),
      title: 'First',
      hashtags: [a.id, b.id, a.id],
    })
    expect(created.status).toBe(201)
    const pov = await created.json<Pov>()
    expect(pov).toMatchObject({ title: 'First', isPublished: false, featuredImage: null })
    expect(pov.hashtags).toEqual([
      { id: a.id, name: 'Alpha' },
      { id: b.id, name: 'Beta' },
    ])
    const updated = await send('PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Renamed',
      isPublished: true,
      featuredImage: 'https://cdn.example/x.png',
      hashtags: [b.id],
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      id: pov.id,
      title: 'Renamed',
      isPublished: true,
      featuredImage: 'https://cdn.example/x.png',
      hashtags: [{ id: b.id, name: 'Beta' }],
    })
    const published = await (await call('/api/povs')).json<Pov[]>()
    expect(published.map((p) => p.id)).toContain(pov.id)
    expect((await send('DELETE', `/api/povs/${pov.id}`)).status).toBe(200)
    const povLinks = and(eq(contentHashtags.contentType, 'pov'), eq(contentHashtags.itemId, pov.id))
    expect(await db.select().from(contentHashtags).where(povLinks)).toEqual([])
    expect((await call(`/api/povs/${pov.id}`)).status).toBe(404)
    expect((await send('DELETE', `/api/povs/${pov.id}`)).status).toBe(404)
    expect((await send('PUT', `/api/povs/${pov.id}`, povBody())).status).toBe(404)
  })

  it("answers 400 with the form's field messages", async () => {
    const response = await send('POST', '/api/povs', {
      ...povBody(),
      title: ' ',
      featuredImage: 'not a url',
      hashtags: [999_999],
    })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields).toMatchObject({
      title: 'Title is required',
      featuredImage: 'Must be a valid URL',
    })
    const unknownTag = await send('POST', '/api/povs', { ...povBody(), hashtags: [999_999] })
    expect(unknownTag.status).toBe(400)
    expect(await unknownTag.json()).toEqual({
      error: 'Invalid request',
      fields: { hashtags: 'Unknown hashtag' },
    })
    expect((await send('PUT', '/api/povs/abc', povBody())).status).toBe(400)
  })

  it('refuses an image address that no URL parser accepts', async () => {
    for (const featuredImage of [
      'http://[',
      'http://a:99999/',
      'https://exa mple.com/x.png',
      'http://exa<mple.com/',
      '/images/seed/pov.jpg',
      'javascript:alert(1)',
    ]) {
      const response = await send('POST', '/api/povs', { ...povBody(), featuredImage })
      expect(response.status, featuredImage).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Invalid request',
        fields: { featuredImage: 'Must be a valid URL' },
      })
    }
    const fine = await send('POST', '/api/povs', { ...povBody(), featuredImage: 'https://cdn.example/a.png' })
    expect(fine.status).toBe(201)
  })
})

describe('case studies', () => {
  it('creates with a path image, updates, deletes and removes its links', async () => {
    const tag = await newHashtag()
    const created = await send('POST', '/api/case-studies', { ...caseStudyBody(), hashtags: [tag.id] })
    expect(created.status).toBe(201)
    const study = await created.json<CaseStudy>()
    expect(study).toMatchObject({
      featuredImage: '/images/seed/case.jpg',
      projectDuration: null,
      hashtags: [{ id: tag.id, name: tag.name }],
    })
    const updated = await send('PUT', `/api/case-studies/${study.id}`, {
      ...caseStudyBody(),
      title: 'Changed',
      featuredImage: '',
      hashtags: [],
    })
    expect(await updated.json()).toMatchObject({ title: 'Changed', featuredImage: null, hashtags: [] })
    expect((await send('DELETE', `/api/case-studies/${study.id}`)).status).toBe(200)
    expect((await call(`/api/case-studies/${study.id}`)).status).toBe(404)
  })

  it('refuses an image that is neither a URL nor a path', async () => {
    for (const featuredImage of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example/x',
      'http://[',
      'http://a:99999/',
      'https://exa mple.com/x.png',
      'javascript:alert(1)',
      'ftp://example.com/x.png',
      'images/x.png',
    ]) {
      const response = await send('POST', '/api/case-studies', { ...caseStudyBody(), featuredImage })
      expect(response.status, featuredImage).toBe(400)
      expect((await response.json<{ fields: Record<string, string> }>()).fields.featuredImage).toBe(
        'Must be a valid URL or path',
      )
    }
  })

  it('accepts an http(s) URL or a path on this site as the image', async () => {
    for (const featuredImage of [
      'https://cdn.example/x.png',
      'http://localhost/images/0b9b1f66-1c39-4a4e-9a52-0d3e7d0f7c11.png',
      '/images/seed/case.jpg',
      '/images/0b9b1f66-1c39-4a4e-9a52-0d3e7d0f7c11.png',
    ]) {
      const response = await send('POST', '/api/case-studies', { ...caseStudyBody(), featuredImage })
      expect(response.status, featuredImage).toBe(201)
    }
  })
})

describe('hashtags', () => {
  it('answers 409 on a duplicate name, on create and on rename, whatever the case', async () => {
    const first = await newHashtag('Cloud')
    const other = await newHashtag('Data')
    const duplicate = await send('POST', '/api/hashtags', { ...hashtagBody(), name: 'cloud' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({ error: 'A hashtag with this name already exists' })
    expect((await send('PUT', `/api/hashtags/${other.id}`, { name: 'CLOUD', type: 'topic' })).status).toBe(
      409,
    )
    // Keeping its own name is not a conflict.
    const same = await send('PUT', `/api/hashtags/${first.id}`, {
      name: 'Cloud',
      type: 'industry',
      description: 'x',
    })
    expect(same.status).toBe(200)
    expect(await same.json()).toMatchObject({ name: 'Cloud', type: 'industry', description: 'x' })
  })

  it('stores a name without a typed leading # and with single spaces', async () => {
    const typed = await send('POST', '/api/hashtags', { name: '  #Edge   Computing ' })
    expect(typed.status).toBe(201)
    const tag = await typed.json<Hashtag>()
    expect(tag.name).toBe('Edge Computing')
    const renamed = await send('PUT', `/api/hashtags/${tag.id}`, { name: '##Edge\tCompute', type: 'topic' })
    expect(await renamed.json()).toMatchObject({ name: 'Edge Compute' })
    const onlyHash = await send('POST', '/api/hashtags', { name: ' # ' })
    expect(onlyHash.status).toBe(400)
    expect((await onlyHash.json<{ fields: Record<string, string> }>()).fields.name).toBe('Name is required')
  })

  it('answers 409 for a name that differs from another only in case, spaces or a leading #', async () => {
    const first = await newHashtag('AI Governance')
    for (const name of ['AIGovernance', 'aigovernance', '#ai governance', 'A I Governance']) {
      const duplicate = await send('POST', '/api/hashtags', { name })
      expect(duplicate.status, name).toBe(409)
      expect(await duplicate.json()).toEqual({ error: 'A hashtag with this name already exists' })
    }
    // Renaming to its own name written differently is not a conflict.
    const same = await send('PUT', `/api/hashtags/${first.id}`, { name: 'AI  governance', type: 'topic' })
    expect(same.status).toBe(200)
    expect(await same.json()).toMatchObject({ name: 'AI governance' })
  })

  it('treats a name stored with a leading # before names were cleaned as the same name', async () => {
    await db.insert(hashtags).values({ name: '#Legacy Tag', type: 'topic' })
    const duplicate = await send('POST', '/api/hashtags', { name: 'legacytag' })
    expect(duplicate.status).toBe(409)
  })

  it('defaults the type to service and requires a name', async () => {
    const created = await send('POST', '/api/hashtags', { name: 'Defaulted' })
    expect(await created.json()).toMatchObject({ type: 'service', description: null })
    const missing = await send('POST', '/api/hashtags', { name: '' })
    expect((await missing.json<{ fields: Record<string, string> }>()).fields.name).toBe('Name is required')
  })

  it('deleting a hashtag removes its links to POVs and case studies, not the items', async () => {
    const tag = await newHashtag()
    const pov = await (await send('POST', '/api/povs', { ...povBody(), hashtags: [tag.id] })).json<Pov>()
    const study = await (
      await send('POST', '/api/case-studies', { ...caseStudyBody(), hashtags: [tag.id] })
    ).json<CaseStudy>()
    expect((await send('DELETE', `/api/hashtags/${tag.id}`)).status).toBe(200)
    expect(await db.select().from(hashtags).where(eq(hashtags.id, tag.id))).toEqual([])
    expect(await db.select().from(contentHashtags).where(eq(contentHashtags.hashtagId, tag.id))).toEqual([])
    expect((await (await send('GET', `/api/povs/${pov.id}`)).json<Pov>()).hashtags).toEqual([])
    expect((await (await send('GET', `/api/case-studies/${study.id}`)).json<CaseStudy>()).hashtags).toEqual(
      [],
    )
    expect((await send('DELETE', `/api/hashtags/${tag.id}`)).status).toBe(404)
  })
})

describe('GET /api/enquiries', () => {
  it('lists contact submissions newest first', async () => {
    await db.insert(contactSubmissions).values([
      {
        firstName: 'Old',
        lastName: 'One',
        email: 'old@example.test',
        message: 'An older message',
        createdAt: new Date(1_700_000_000_000),
      },
      {
        firstName: 'New',
        lastName: 'One',
        email: 'new@example.test',
        message: 'A newer message',
        phone: '555',
      },
    ])
    const response = await send('GET', '/api/enquiries')
    expect(response.status).toBe(200)
    const list = await response.json<Enquiry[]>()
    expect(list.map((e) => e.firstName)).toEqual(['New', 'Old'])
    expect(list[0]).toMatchObject({
      email: 'new@example.test',
      phone: '555',
      company: null,
      newsletter: false,
    })
  })
})
