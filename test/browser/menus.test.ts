import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage } from './support/browser'

// An admin renames links in the Menus section and every public page shows them at its next
// visit. The test files of one worker share one server and database: the menus are put back as
// they were, whatever happens here.

const { browser } = browserForFile()

interface StoredMenus {
  menus: unknown
  version: number
}

describe('the Menus section', () => {
  it(
    'renames a footer link and a header link, saves, and the public pages show them',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      const origin = new URL(page.url()).origin
      const read = async () => (await (await page.request.get('/api/admin/menus')).json()) as StoredMenus
      const before = await read()
      try {
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'Menus' }).click()
        await page.getByRole('heading', { level: 2, name: 'Menus' }).waitFor()
        const footerLink = page.getByRole('textbox', { name: 'Text, Resources link 1' })
        await footerLink.waitFor()
        expect(await footerLink.inputValue()).toBe('Whitepapers')
        await expectAccessible(page)

        await footerLink.fill('Research Papers')
        await page.getByRole('textbox', { name: 'Text, Header link 4' }).fill('Who We Are')
        await page
          .getByRole('group', { name: 'Header menu' })
          .getByRole('button', { name: 'Move Header link 4 up' })
          .click()
        const preview = page.getByTestId('menus-preview')
        await preview.getByText('Research Papers').waitFor()
        await preview.getByText('Who We Are').waitFor()
        await page.getByRole('button', { name: 'Save menus' }).click()
        await toast(page, 'Menus saved: every page shows them at its next visit')
        await page.getByRole('button', { name: `Restore version ${before.version + 1}` }).waitFor()
        expect(errors).toEqual([])

        for (const path of ['/', '/contact']) {
          const visitor = await openPage(browser(), path)
          try {
            const main = visitor.page.getByRole('navigation', { name: 'Main' })
            expect(await main.getByRole('link').allTextContents()).toEqual([
              'Insights',
              'Who We Are',
              'Case Studies',
              "Let's Connect",
            ])
            const footer = visitor.page.getByRole('contentinfo')
            expect(await footer.getByRole('link', { name: 'Research Papers' }).getAttribute('href')).toBe(
              '/whitepapers',
            )
            expect(await footer.getByRole('link', { name: 'Whitepapers', exact: true }).count()).toBe(0)
            if (path === '/') await expectAccessible(visitor.page)
            expect(visitor.errors).toEqual([])
          } finally {
            await visitor.context.close()
          }
        }
      } finally {
        const { version } = await read()
        const putBack = await page.request.put('/api/admin/menus', {
          headers: { origin },
          data: { menus: before.menus, version },
        })
        expect(putBack.status()).toBe(200)
        await context.close()
      }
    },
    LONG_FLOW_MS,
  )
})
