import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { executeLocal } from '../../scripts/lib/local-d1.ts'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

/** True once the table shows events again (a filter reloads it) and each one contains `text`. */
async function everyRowContains(rows: Locator, text: string): Promise<boolean> {
  const events = (await rows.allTextContents()).slice(1)
  return events.length > 0 && events.every((row) => row.includes(text))
}

/** 60 uploads on 2026-01-01, older than anything the tests do, so they fill more than one page. */
async function seedUploads() {
  await executeLocal(
    `INSERT INTO audit_events (at, actor_user_id, actor_email, action, target_type, target_id, target_title, network, detail)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
     SELECT 1767225600000 + i * 60000, NULL, 'seeded@example.test', 'upload_created', 'upload',
            'seed-' || i || '.png', 'seed ' || i || '.png', '192.0.2.0/24', '{"bytes":2048,"type":"image/png"}'
     FROM n;`,
    testServer().stateDir,
  )
}

describe('the audit log tab', () => {
  it('lists sign-ins and uploads for an admin, filters by action and person, loads more, and passes axe', async () => {
    await seedUploads()
    const { context, page, errors } = await openPage(browser(), '/admin')
    const admin = testServer().admin
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    await page.getByRole('tab', { name: 'Audit log' }).click()
    const table = page.getByRole('table', { name: 'Audit events, newest first' })
    await table.waitFor()
    const rows = table.getByRole('row')
    // The header row and the first page of 50.
    expect(await rows.count()).toBe(51)
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'IP prefix'])
    const newest = rows.nth(1)
    expect(await newest.textContent()).toContain('Signed in')
    expect(await newest.textContent()).toContain(admin.email)
    // In the staff member's own time: the cell shows a local date, its datetime the UTC instant.
    const time = newest.locator('time')
    expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/)
    expect(await time.textContent()).not.toMatch(/T\d{2}:/)
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => rows.count()).toBeGreaterThan(51)
    // The other test files running beside this one add events of their own, newer than the seeded
    // uploads: 'Load more' goes on until they show (each page adds rows, never replaces them).
    const seeded = table.getByText(/“seed \d+\.png”/)
    for (let pages = 2; pages < 12 && (await seeded.count()) === 0; pages++) {
      const shown = await rows.count()
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect.poll(() => rows.count()).toBeGreaterThan(shown)
    }
    expect(await seeded.count()).toBeGreaterThan(0)

    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Uploaded image' })
    await expect.poll(() => everyRowContains(rows, 'Uploaded image')).toBe(true)
    expect(await table.getByText('2 KB, image/png').count()).toBeGreaterThan(0)

    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'All actions' })
    await page.getByLabel('Person', { exact: true }).selectOption({ label: admin.email })
    await expect.poll(() => everyRowContains(rows, admin.email)).toBe(true)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})
