import type { Browser, Locator, Page } from 'playwright-core'
import { openPage } from './browser'
import { testServer } from './test-server'

/** Signs in through the admin screen's login form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
}

/** A fresh context on /admin, signed in as the seeded admin. */
export async function openAdmin(browser: Browser) {
  const opened = await openPage(browser, '/admin')
  const admin = testServer().admin
  await logIn(opened.page, admin.email, admin.password)
  return opened
}

/**
 * The textarea of the long Markdown field labelled `label` inside `scope`, shown by choosing the
 * field's 'Markdown' tab: the visual editor is what a field shows first.
 */
export async function markdownSource(scope: Locator, label: string): Promise<Locator> {
  const textarea = scope.locator('textarea').and(scope.getByLabel(label))
  const field = textarea.locator('xpath=ancestor::*[.//*[@role="tablist"]][1]')
  await field.getByRole('tab', { name: 'Markdown' }).click()
  return textarea
}

/**
 * Chooses `action` (History, Share preview, Withdraw submission, Delete) in the 'More actions' menu
 * of the content row titled `title`.
 */
export async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${title}`, exact: true }).click()
  await page
    .getByRole('menu', { name: `More actions for ${title}`, exact: true })
    .getByRole('menuitem', { name: action, exact: true })
    .click()
}

/** A toast with `text`. */
export async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor()
}

/**
 * Creates a job opening through the API as the admin signed in on `page` (salary left out), and
 * returns its id.
 */
export async function createJobOpening(page: Page, fields: Record<string, unknown>): Promise<number> {
  const created = await page.request.post('/api/careers', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      department: 'Consulting',
      location: 'Chicago',
      employmentType: 'FULL_TIME',
      workplace: 'remote',
      content: 'Text',
      responsibilities: 'One',
      requirements: 'Two',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      hashtags: [],
      ...fields,
    },
  })
  if (created.status() !== 201)
    throw new Error(`POST /api/careers: ${created.status()} ${await created.text()}`)
  return ((await created.json()) as { id: number }).id
}

/**
 * Creates a POV through the API as the admin signed in on `page` (published, dated 2025-01-01,
 * unless `fields` say otherwise), and returns its id.
 */
export async function createPov(
  page: Page,
  fields: Record<string, unknown> & { title: string },
): Promise<number> {
  const created = await page.request.post('/api/povs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      description: 'A POV made by a test',
      content: 'Text',
      excerpt: 'Excerpt',
      author: 'Test Author',
      publishedDate: '2025-01-01',
      isPublished: true,
      featuredImage: '',
      hashtags: [],
      ...fields,
    },
  })
  if (created.status() !== 201) throw new Error(`POST /api/povs: ${created.status()} ${await created.text()}`)
  return ((await created.json()) as { id: number }).id
}
