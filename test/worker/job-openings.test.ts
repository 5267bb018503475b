import { beforeAll, describe, expect, it } from 'vitest'
import type { JobOpening } from '../../src/shared/content/types/job-opening'
import { addStaff, cookieFor, jobOpeningBody } from './auth-fixtures'
import { call, sendAs } from './helpers'

// Job openings are the fourth content type, declared in the registry: the content
// core's API, with the opening's own field kinds (choices, optional numbers) and salary rules.

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

const send = (method: string, path: string, body?: unknown) => sendAs(cookie, method, path, body)

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400)
  return (await response.json<{ fields: Record<string, string> }>()).fields
}

describe('job openings at /api/careers', () => {
  it('creates an opening, shows it to visitors, and stores a salary left blank as none', async () => {
    const created = await send('POST', '/api/careers', jobOpeningBody())
    expect(created.status).toBe(201)
    const opening = await created.json<JobOpening>()
    expect(opening).toMatchObject({
      department: 'Data & Analytics',
      employmentType: 'FULL_TIME',
      workplace: 'hybrid',
      salaryMin: 60000,
      salaryMax: 75000,
      salaryCurrency: 'EUR',
      applyBy: '2099-12-31',
      version: 1,
    })
    const listed = await (await call('/api/careers')).json<JobOpening[]>()
    expect(listed.map((item) => item.id)).toContain(opening.id)

    // The staff form sends blank texts for a salary it does not give.
    const blank = { ...jobOpeningBody(), salaryMin: '', salaryMax: '', salaryCurrency: '' }
    const unpaid = await send('PUT', `/api/careers/${opening.id}`, blank)
    expect(unpaid.status).toBe(200)
    expect(await unpaid.json()).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null })
    // …and the form's text for one it does.
    const typed = { ...jobOpeningBody(), salaryMin: '55,000', salaryMax: '70000' }
    expect(await (await send('PUT', `/api/careers/${opening.id}`, typed)).json()).toMatchObject({
      salaryMin: 55000,
      salaryMax: 70000,
    })
  })

  it('keeps drafts from visitors', async () => {
    const draft = await (
      await send('POST', '/api/careers', { ...jobOpeningBody(), isPublished: false })
    ).json<JobOpening>()
    expect((await call(`/api/careers/${draft.id}`)).status).toBe(404)
    const listed = await (await call('/api/careers')).json<JobOpening[]>()
    expect(listed.map((item) => item.id)).not.toContain(draft.id)
  })

  it('takes only the listed employment types and workplaces', async () => {
    const fields = await fieldsOf(
      await send('POST', '/api/careers', { ...jobOpeningBody(), employmentType: 'INTERN', workplace: '' }),
    )
    expect(fields.employmentType).toBe('Employment type is required')
    expect(fields.workplace).toBe('Workplace is required')
  })

  it('refuses a salary range that runs backwards, a salary without its currency, and odd amounts', async () => {
    expect(
      (await fieldsOf(await send('POST', '/api/careers', { ...jobOpeningBody(), salaryMax: 50000 })))
        .salaryMax,
    ).toBe('Salary to must not be below Salary from')
    expect(
      (await fieldsOf(await send('POST', '/api/careers', { ...jobOpeningBody(), salaryCurrency: '' })))
        .salaryCurrency,
    ).toBe('Currency is required with a salary')
    for (const salaryMin of [-1, 1.5, 'lots']) {
      const fields = await fieldsOf(await send('POST', '/api/careers', { ...jobOpeningBody(), salaryMin }))
      expect(fields.salaryMin, String(salaryMin)).toBe(
        'Salary from must be a whole number from 0 to 100000000',
      )
    }
    expect(
      (await fieldsOf(await send('POST', '/api/careers', { ...jobOpeningBody(), salaryCurrency: 'XYZ' })))
        .salaryCurrency,
    ).toBe('Currency must be one of the listed choices')
  })

  it('takes an apply-by date only if it is a day of the calendar', async () => {
    const fields = await fieldsOf(
      await send('POST', '/api/careers', { ...jobOpeningBody(), applyBy: '2026-02-30' }),
    )
    expect(fields.applyBy).toBe('Apply by must be a date')
  })

  it('answers 401 to a write without a session', async () => {
    const response = await call('/api/careers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(jobOpeningBody()),
    })
    expect(response.status).toBe(401)
  })
})
