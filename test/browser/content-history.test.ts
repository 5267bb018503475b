import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { expectAccessible, launchBrowserPerFile } from './support/browser'

const { browser } = launchBrowserPerFile()

// Every save is kept; the History dialog shows what changed and restores an old version
// as a new save.

describe('content history', () => {
  it('lists an item’s saves, compares them and restores the first', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const first = `History POV ${Date.now()}`
    await page.getByRole('button', { name: 'Add POV' }).click()
    const create = page.getByRole('dialog', { name: 'Create POV' })
    await create.getByLabel('Title').fill(first)
    await create.getByLabel('Description').fill('Saved three times')
    await create.getByLabel('Content').fill('The first draft says the bill grows quietly.\nTagging helps.')
    await create.getByLabel('Excerpt').fill('A short excerpt')
    await create.getByLabel('Author').fill('Test Author')
    await create.getByRole('button', { name: 'Create POV' }).click()
    await toast(page, 'POV created successfully')
    await create.waitFor({ state: 'detached' })

    // Two edits.
    let title = first
    for (const [next, content] of [
      [`${first} (second)`, 'The second draft says the bill grows loudly.\nTagging helps.'],
      [`${first} (third)`, 'The third draft says the bill grows loudly.\nTagging helps a lot.'],
    ] as const) {
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
      const edit = page.getByRole('dialog', { name: 'Edit POV' })
      await edit.getByLabel('Title').fill(next)
      await edit.getByLabel('Content').fill(content)
      await edit.getByRole('button', { name: 'Update POV' }).click()
      await toast(page, 'POV updated successfully')
      await edit.waitFor({ state: 'detached' })
      title = next
    }

    await page.getByRole('button', { name: `History of ${title}`, exact: true }).click()
    const history = page.getByRole('dialog', { name: `History: ${title}` })
    const entries = history.getByTestId('revision-list').getByRole('listitem')
    await entries.first().waitFor()
    expect(await entries.count()).toBe(3)
    // Each save names its author: the admin's name, or e-mail when the account has none.
    const me = (await (await page.request.get('/api/auth/user')).json()) as {
      email: string
      firstName: string | null
      lastName: string | null
    }
    const author = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email
    expect(await history.getByRole('checkbox', { name: ` by ${author}` }).count()).toBe(3)

    // It opens on the last save: the title and the changed words of the content.
    const changes = history.getByRole('region', { name: 'What changed' })
    const content = changes
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Content' }) })
    await content.getByTestId('word-diff').waitFor()
    expect(await content.locator('del').allTextContents()).toEqual(['Removed: second'])
    const added = await content.locator('ins').allTextContents()
    expect(added.map((text) => text.replace(/\s+/g, ' '))).toEqual(['Added: third', 'Added: a lot'])
    await expectAccessible(page)

    // The first and the last compared.
    const boxes = history.getByRole('checkbox')
    await boxes.nth(2).click()
    const titleChange = changes
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Title' }) })
    await titleChange.locator('del').filter({ hasText: first }).waitFor()
    expect(await titleChange.locator('del').textContent()).toBe(first)
    expect(await titleChange.locator('ins').textContent()).toBe(title)

    await entries
      .nth(2)
      .getByRole('button', { name: /^Restore this version/ })
      .click()
    const confirm = page.getByRole('alertdialog', { name: /^Restore the version of / })
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Restore this version' }).click()
    await toast(page, 'Version restored')
    // The dialog stays open on the item, now under its restored title, with the restore on top.
    const restored = page.getByRole('dialog', { name: `History: ${first}` })
    const after = restored.getByTestId('revision-list').getByRole('listitem')
    await after.nth(3).waitFor()
    expect(await after.count()).toBe(4)
    expect(await after.first().textContent()).toMatch(/Restored from /)

    // (Escape would first dismiss the toast, the topmost layer.)
    await restored.getByRole('button', { name: 'Close' }).click()
    await restored.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: first, exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
