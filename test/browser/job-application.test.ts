import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { withLocalBindings } from '../../scripts/lib/local-bindings.ts'
import { whenUnlocked } from '../../scripts/lib/local-d1.ts'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

// Applying for a job on the opening's page: the form checks the CV's name and
// size at once, the Worker its bytes; a sent application is stored with its CV. Texts are pinned
// as literals.

const { browser } = browserForFile()

/** A small but real PDF: the server decides by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

const WRONG_TYPE = 'Your CV must be a PDF or Word (.docx) file'
const RECEIVED = 'Thank you — your application has been received. We will be in touch by e-mail.'

/** A published opening that takes applications for years yet; its id. */
async function addOpening(title: string): Promise<number> {
  return withLocalBindings(testServer().stateDir, async ({ DB }) => {
    await whenUnlocked(() =>
      DB.batch([
        DB.prepare(
          `INSERT INTO job_openings (title, department, location, employment_type, workplace, description, content, responsibilities, requirements, apply_by, is_published)
           VALUES (?, 'Data', 'Berlin', 'FULL_TIME', 'remote', 'Build data platforms.', 'The role', 'Pipelines', 'SQL', '2099-12-31', 1)`,
        ).bind(title),
      ]),
    )
    const row = await DB.prepare('SELECT id FROM job_openings WHERE title = ?')
      .bind(title)
      .first<{ id: number }>()
    if (!row) throw new Error('no opening')
    return row.id
  })
}

interface StoredApplication {
  first_name: string
  email: string
  cv_key: string
  cv_name: string
  cv_type: string
  cv_bytes: number
}

async function storedApplications(openingId: number) {
  return withLocalBindings(testServer().stateDir, async ({ DB, UPLOADS }) => {
    const { results } = await DB.prepare(
      'SELECT first_name, email, cv_key, cv_name, cv_type, cv_bytes FROM job_applications WHERE opening_id = ?',
    )
      .bind(openingId)
      .all<StoredApplication>()
    const cvs = await Promise.all(
      results.map(async (row) => {
        const object = await UPLOADS.get(row.cv_key)
        return object ? Buffer.from(await object.arrayBuffer()) : null
      }),
    )
    return { rows: results, cvs }
  })
}

/** The CV field's message, as the input's description names it. */
async function cvMessage(page: Page) {
  const input = page.locator('#apply').getByLabel(/^CV\b/)
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? []
  expect(await input.getAttribute('aria-invalid')).toBe('true')
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))
  return texts
}

describe('applying for a job', () => {
  it('checks the CV in the form and on the server, passes axe with errors shown, and stores a sent application', async () => {
    const title = `Analytics Engineer ${crypto.randomUUID().slice(0, 8)}`
    const openingId = await addOpening(title)
    const { context, page, errors } = await openPage(browser(), `/careers/${openingId}`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const apply = page.locator('#apply')

    // Sent empty: every required field says what it needs.
    await apply.getByRole('button', { name: 'Send application' }).click()
    await apply.getByText('Please attach your CV').waitFor()
    await apply.getByText('Please agree to us keeping your application').waitFor()
    await apply.getByText('Phone is required').waitFor()
    expect(await apply.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)

    await apply.getByLabel('First Name').fill('Noor')
    await apply.getByLabel('Last Name').fill('Haddad')
    await apply.getByLabel('Email Address').fill('noor.haddad@example.com')
    await apply.getByLabel('Phone Number').fill('+49 30 1234567')
    await apply.getByLabel('LinkedIn profile address').fill('https://www.linkedin.com/in/noor-haddad')
    await apply.getByLabel('Anything you would like us to know').fill('Available from May.')
    await apply
      .getByLabel(
        'I agree that my application and CV are kept to assess my application; they are deleted 12 months after the position closes.',
      )
      .check()
    expect(await apply.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/privacy-notice',
    )
    const cv = apply.getByLabel(/^CV\b/)
    expect(await cv.getAttribute('accept')).toBe('.pdf,.docx')

    // A wrong file by its name: said by the CV field as soon as it is chosen.
    await cv.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG })
    await apply.getByText(WRONG_TYPE).waitFor()
    expect(await cvMessage(page)).toEqual(['PDF or Word (.docx), at most 10 MB', WRONG_TYPE])

    // Named .pdf but an image: the server refuses it by its bytes, and the CV field says so.
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG })
    await apply.getByText(WRONG_TYPE).waitFor({ state: 'detached' })
    await apply.getByRole('button', { name: 'Send application' }).click()
    await apply.getByText(WRONG_TYPE).waitFor()
    expect(await cvMessage(page)).toEqual(['PDF or Word (.docx), at most 10 MB', WRONG_TYPE])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file')
    await expectAccessible(page)
    expect((await storedApplications(openingId)).rows).toEqual([])

    // A real PDF: received, and the confirmation takes the form's place and the focus.
    await cv.setInputFiles({ name: 'Noor Haddad CV.pdf', mimeType: 'application/pdf', buffer: PDF })
    await apply.getByRole('button', { name: 'Send application' }).click()
    const status = apply.getByRole('status')
    await status.filter({ hasText: RECEIVED }).waitFor()
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await apply.getByRole('button', { name: 'Send application' }).count()).toBe(0)
    await expectAccessible(page)

    const { rows, cvs } = await storedApplications(openingId)
    expect(rows).toEqual([
      {
        first_name: 'Noor',
        email: 'noor.haddad@example.com',
        cv_key: expect.stringMatching(/^applications\/[0-9a-f-]{36}\.pdf$/),
        cv_name: 'Noor Haddad CV.pdf',
        cv_type: 'application/pdf',
        cv_bytes: PDF.byteLength,
      },
    ])
    expect(cvs[0]?.equals(PDF)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('works without JavaScript: the page posts the form with its CV and comes back with the outcome', async () => {
    const title = `Data Analyst ${crypto.randomUUID().slice(0, 8)}`
    const openingId = await addOpening(title)
    const context = await browser().newContext({ baseURL: testServer().baseUrl, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/careers/${openingId}`)
    const apply = page.locator('#apply')
    await apply.getByLabel('First Name').fill('Ines')
    await apply.getByLabel('Last Name').fill('Moreau')
    await apply.getByLabel('Email Address').fill('ines.moreau@example.com')
    await apply.getByLabel('Phone Number').fill('+33 1 23 45 67 89')
    await apply.getByLabel(/^CV\b/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    // Consent left unticked: the page comes back with the message and what was typed.
    await apply.getByRole('button', { name: 'Send application' }).click()
    await apply.getByText('Please agree to us keeping your application').waitFor()
    expect(await apply.getByLabel('First Name').inputValue()).toBe('Ines')
    expect((await storedApplications(openingId)).rows).toEqual([])

    await apply.getByLabel(/^I agree that my application and CV are kept/).check()
    await apply.getByLabel(/^CV\b/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await apply.getByRole('button', { name: 'Send application' }).click()
    await apply.getByRole('status').filter({ hasText: RECEIVED }).waitFor()
    const { rows, cvs } = await storedApplications(openingId)
    expect(rows.map((row) => row.email)).toEqual(['ines.moreau@example.com'])
    expect(cvs[0]?.equals(PDF)).toBe(true)
    await context.close()
  })
})
