import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { withLocalBindings } from '../../scripts/lib/local-bindings.ts'
import { whenUnlocked } from '../../scripts/lib/local-d1.ts'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible } from './support/browser'
import { testServer } from './support/test-server'

// The admin screen's Applications tab: an admin finds an application under its
// opening, sets its status and staff notes (both still there after a reload) and opens its CV.

const { browser } = browserForFile()

const CV_BYTES = new TextEncoder().encode('%PDF-1.7\n% a CV\ntrailer\n<<>>\n%%EOF\n')

/** An opening and one application to it, and an opening nobody has applied to, with its CV in R2, as the public POST stores them. */
async function seedApplication(title: string) {
  const key = `applications/${crypto.randomUUID()}.pdf`
  await withLocalBindings(testServer().stateDir, async ({ DB, UPLOADS }) => {
    await UPLOADS.put(key, CV_BYTES, { httpMetadata: { contentType: 'application/pdf' } })
    await whenUnlocked(() =>
      DB.batch([
        DB.prepare(
          `INSERT INTO job_openings (title, department, location, employment_type, workplace, description, content, responsibilities, requirements, apply_by, is_published)
           VALUES (?, 'Engineering', 'Lisbon', 'FULL_TIME', 'hybrid', 'A role', 'The role', 'Build', 'Curiosity', '2099-12-31', 1)`,
        ).bind(title),
        DB.prepare(
          `INSERT INTO job_openings (title, department, location, employment_type, workplace, description, content, responsibilities, requirements, apply_by, is_published)
           VALUES (?, 'Design', 'Porto', 'FULL_TIME', 'onsite', 'A role', 'The role', 'Draw', 'Taste', '2099-12-30', 1)`,
        ).bind(`${title} without applicants`),
        DB.prepare(
          `INSERT INTO job_applications (opening_id, first_name, last_name, email, phone, linkedin, note, cv_key, cv_name, cv_type, cv_bytes)
           SELECT id, 'Grace', 'Hopper', 'grace.hopper@example.test', '+1 555 0100', 'https://www.linkedin.com/in/grace',
                  'Happy to relocate.', ?, 'Grace Hopper CV.pdf', 'application/pdf', ? FROM job_openings WHERE title = ?`,
        ).bind(key, CV_BYTES.byteLength, title),
      ]),
    )
  })
}

describe('the Applications tab', () => {
  it('shows an opening’s application, saves its status and notes across a reload, opens the CV, and passes axe', async () => {
    const title = `Platform Engineer ${crypto.randomUUID().slice(0, 8)}`
    await seedApplication(title)
    const { context, page, errors } = await openAdmin(browser())

    const showApplications = async () => {
      await page.getByRole('tab', { name: 'Applications' }).click()
      await page.getByLabel('Opening', { exact: true }).selectOption({ label: `${title} (1)` })
      const card = page.getByRole('article', { name: 'Grace Hopper' })
      await card.waitFor()
      return card
    }
    let card = await showApplications()
    await page.getByRole('heading', { name: 'Applications (1)' }).waitFor()
    expect(await card.getByRole('link', { name: 'grace.hopper@example.test' }).getAttribute('href')).toBe(
      'mailto:grace.hopper@example.test',
    )
    expect(
      await card.getByRole('link', { name: 'https://www.linkedin.com/in/grace' }).getAttribute('href'),
    ).toBe('https://www.linkedin.com/in/grace')
    await card.getByText('Happy to relocate.').waitFor()
    await card.getByText('Grace Hopper CV.pdf, 1 KB').waitFor()
    await expectAccessible(page)

    await card.getByLabel('Status').selectOption({ label: 'Reviewing' })
    await toast(page, 'Status saved')
    await card.getByLabel('Staff notes').fill('Strong systems background; invite to interview.')
    await card.getByRole('button', { name: 'Save notes' }).click()
    await toast(page, 'Staff notes saved')

    const download = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Open CV: Grace Hopper' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('Grace Hopper CV.pdf')
    expect(new Uint8Array(await readFile(await file.path()))).toEqual(CV_BYTES)

    await page.reload()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    card = await showApplications()
    expect(await card.getByLabel('Status').inputValue()).toBe('reviewing')
    expect(await card.getByLabel('Staff notes').inputValue()).toBe(
      'Strong systems background; invite to interview.',
    )
    await expectAccessible(page)

    await page
      .getByLabel('Opening', { exact: true })
      .selectOption({ label: `${title} without applicants (0)` })
    await page.getByText('No applications yet').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
