import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { addStaff, cookieFor, jobOpeningBody, povBody } from './auth-fixtures'
import { sendAs } from './helpers'

// Dates people enter (a published date, a deadline, a schedule) fall in the years 1900 to 2999
// (`publishedDate 0000-01-01` was once stored); outside them, 400 naming the field.

let admin = ''
beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
})

const povCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM povs').first<{ n: number }>())?.n ?? 0
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { fields: Record<string, string> }).fields

describe('dates people enter', () => {
  it.each(['0000-01-01', '0001-12-31', '1899-12-31', '3000-01-01', '9999-12-31'])(
    'a POV published on %s is refused with 400, nothing stored',
    async (publishedDate) => {
      const before = await povCount()
      const response = await sendAs(admin, 'POST', '/api/povs', { ...povBody(), publishedDate })
      expect(response.status).toBe(400)
      expect(await fieldsOf(response)).toMatchObject({
        publishedDate: 'Published date must be a date from 1900 to 2999',
      })
      expect(await povCount()).toBe(before)
    },
  )

  it.each(['1900-01-01', '2999-12-31'])(
    'a POV published on %s, at the ends of the range, is stored',
    async (publishedDate) => {
      const response = await sendAs(admin, 'POST', '/api/povs', { ...povBody(), publishedDate })
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ publishedDate })
    },
  )

  it('an opening’s apply-by date in the year 3000 is refused', async () => {
    const response = await sendAs(admin, 'POST', '/api/careers', {
      ...jobOpeningBody(),
      applyBy: '3000-01-01',
    })
    expect(response.status).toBe(400)
    expect(await fieldsOf(response)).toMatchObject({ applyBy: 'Apply by must be a date from 1900 to 2999' })
  })

  it('a schedule time outside the years is refused, for publishing and unpublishing', async () => {
    const publish = await sendAs(admin, 'POST', '/api/povs', {
      ...povBody(),
      isPublished: true,
      publishAt: '0001-01-01T00:00:00Z',
    })
    expect(publish.status).toBe(400)
    expect(await fieldsOf(publish)).toMatchObject({ publishAt: 'Enter a time from 1900 to 2999' })
    const unpublish = await sendAs(admin, 'POST', '/api/povs', {
      ...povBody(),
      isPublished: true,
      unpublishAt: '3000-06-01T09:00:00+02:00',
    })
    expect(unpublish.status).toBe(400)
    expect(await fieldsOf(unpublish)).toMatchObject({ unpublishAt: 'Enter a time from 1900 to 2999' })
  })
})
