import { describe, expect, it } from 'vitest'
import { markdownSource, openAdmin, toast } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, waitForApp } from './support/browser'

// Staff write Markdown, preview it as the public page shows it, and the public page
// renders it with raw HTML as text and only safe links.

const { browser } = browserForFile()

const CONTENT = [
  '# Where to start',
  '',
  'Pick **one** decision first.',
  '',
  '- Name the decision',
  '- Measure it',
  '',
  'Read [the guide](https://example.org/guide) but not [this one](javascript:alert(1)).',
  '',
  '<script>window.markdownInjected = true</script>',
].join('\n')

// An error message of marked's own, in any script that carries the Markdown reader.
const MARKED_SIGNATURE = 'marked(): input parameter is undefined or null'

/**
 * Loads `path` in a fresh context (nothing cached), then goes on to `next` without a page load if
 * given, and answers whether any script fetched carries the Markdown reader.
 */
async function loadsMarkdownReader(path: string, next?: string) {
  const context = await browser().newContext({ baseURL: baseUrl() })
  const page = await context.newPage()
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await page.goto(path)
  await waitForApp(page)
  if (next) {
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, next)
    await page.getByRole('link', { name: 'Back to Insights' }).waitFor()
  }
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts)
  await context.close()
  expect(bodies.length).toBeGreaterThan(0)
  return bodies.some((body) => body.includes(MARKED_SIGNATURE))
}

describe('Markdown content', () => {
  it('is written, previewed, saved and shown on the public page with raw HTML as text and safe links', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.getByRole('button', { name: 'Add POV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create POV' })
    await dialog.waitFor()
    await dialog.getByLabel('Title').fill('Markdown POV')
    await dialog.getByLabel('Description').fill('Written in Markdown')
    const source = await markdownSource(dialog, 'Content')
    await source.fill(CONTENT)
    await dialog.getByLabel('Excerpt').fill('Markdown excerpt')
    await dialog.getByLabel('Author').fill('Test Author')
    await dialog
      .getByText(
        'Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, 1. numbered, > quotes, `code`, tables',
      )
      .waitFor()

    await dialog.getByRole('tab', { name: 'Preview' }).click()
    const preview = dialog.getByRole('tabpanel', { name: 'Preview' })
    await preview.getByRole('heading', { level: 2, name: 'Where to start' }).waitFor()
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['Name the decision', 'Measure it'])
    expect(await source.isVisible()).toBe(false)
    await expectAccessible(page)

    await dialog.getByRole('tab', { name: 'Markdown' }).click()
    expect(await source.inputValue()).toBe(CONTENT)
    await dialog.getByRole('switch', { name: 'Published' }).click()
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV created successfully')
    await dialog.waitFor({ state: 'detached' })

    const povs = (await (await page.request.get('/api/povs')).json()) as { id: number; title: string }[]
    const created = povs.find((pov) => pov.title === 'Markdown POV')
    expect(created).toBeDefined()

    // The server render, as a reader's first load gets it.
    await page.goto(`/povs/${created?.id}`)
    const article = page.getByRole('article')
    await article.getByRole('heading', { level: 2, name: 'Where to start' }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Markdown POV'])
    expect(await article.getByRole('listitem').allTextContents()).toEqual(['Name the decision', 'Measure it'])
    const guide = article.getByRole('link', { name: 'the guide (opens in a new tab)' })
    expect(await guide.getAttribute('href')).toBe('https://example.org/guide')
    expect(await guide.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await guide.getAttribute('target')).toBe('_blank')
    await article.getByText('this one', { exact: false }).waitFor()
    expect(await article.getByRole('link', { name: 'this one' }).count()).toBe(0)
    await article.getByText('<script>window.markdownInjected = true</script>').waitFor()
    expect(await article.locator('script').count()).toBe(0)
    expect(
      await page.evaluate(() => (window as { markdownInjected?: boolean }).markdownInjected),
    ).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })

  it('is downloaded only when the app renders content: not by the home page or a served POV', async () => {
    const povs = (await (await fetch(`${baseUrl()}/api/povs`)).json()) as { id: number }[]
    const pov = `/povs/${povs[0]?.id}`
    expect(await loadsMarkdownReader('/')).toBe(false)
    // A served POV's text is kept as the Worker rendered it.
    expect(await loadsMarkdownReader(pov)).toBe(false)
    expect(await loadsMarkdownReader('/', pov)).toBe(true)
  })
})
