import { describe, expect, it } from 'vitest'
import { markdownSource, openAdmin, rowAction, toast } from './support/admin'
import { browserForFile, expectAccessible } from './support/browser'

const { browser } = browserForFile()

// Every save is kept; the History dialog shows what changed and restores an old version
// as a new save.

describe('content history', () => {
  it('keeps the editor open after a save, at the saved version, until Save and close', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const title = `Kept open ${Date.now()}`
    await page.getByRole('button', { name: 'Add POV' }).click()
    const create = page.getByRole('dialog', { name: 'Create POV' })
    await create.getByLabel('Title').fill(title)
    await create.getByLabel('Description').fill('Written in one sitting')
    await (await markdownSource(create, 'Content')).fill('The first paragraph.')
    await create.getByLabel('Excerpt').fill('A short excerpt')
    await create.getByLabel('Author').fill('Test Author')
    await create.getByRole('button', { name: 'Create POV' }).click()
    await toast(page, 'POV created successfully')

    // The new item goes on in its own editor, at its own address.
    const edit = page.getByRole('dialog', { name: 'Edit POV' })
    await edit.getByLabel('Title').waitFor()
    expect(await edit.getByLabel('Title').inputValue()).toBe(title)
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/povs\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const read = async () =>
      (await (await page.request.get(`/api/povs/${id}`)).json()) as Record<string, unknown>

    // Ctrl+S saves and the editor stays, with nothing unsaved.
    await edit.getByLabel('Description').fill('Saved with the keyboard')
    await edit.getByLabel('Description').press('Control+s')
    await expect.poll(async () => (await read()).description).toBe('Saved with the keyboard')
    await edit.getByRole('status').filter({ hasText: 'No unsaved changes' }).waitFor()
    expect(await edit.isVisible()).toBe(true)

    // The next save is measured against the version just saved: no conflict with oneself.
    await edit.getByLabel('Excerpt').fill('Saved with the button')
    await edit.getByRole('button', { name: 'Update POV' }).click()
    await expect.poll(async () => (await read()).excerpt).toBe('Saved with the button')
    expect(await edit.getByText('Someone else saved this item after you opened it').count()).toBe(0)
    await expectAccessible(page)

    await edit.getByLabel('Author').fill('Another Author')
    await edit.getByRole('button', { name: 'Save and close' }).click()
    await edit.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/admin/povs')
    expect(await read()).toMatchObject({ author: 'Another Author', version: 4 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('lists an item’s saves, compares them and restores the first', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const first = `History POV ${Date.now()}`
    await page.getByRole('button', { name: 'Add POV' }).click()
    const create = page.getByRole('dialog', { name: 'Create POV' })
    await create.getByLabel('Title').fill(first)
    await create.getByLabel('Description').fill('Saved three times')
    await (await markdownSource(create, 'Content')).fill(
      'The first draft says the bill grows quietly.\nTagging helps.',
    )
    await create.getByLabel('Excerpt').fill('A short excerpt')
    await create.getByLabel('Author').fill('Test Author')
    await create.getByRole('button', { name: 'Save and close' }).click()
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
      await (await markdownSource(edit, 'Content')).fill(content)
      await edit.getByRole('button', { name: 'Save and close' }).click()
      await toast(page, 'POV updated successfully')
      await edit.waitFor({ state: 'detached' })
      title = next
    }

    await rowAction(page, title, 'History')
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
    const titles = page.getByTestId('admin-row').locator('td p')
    await titles.getByText(first, { exact: true }).waitFor()
    expect(await titles.getByText(title, { exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

// Two tabs editing one item never silently undo each other.
describe('two tabs editing one item', () => {
  it('refuses the second save, shows who saved and what would change, and lets it reload or overwrite', async () => {
    const { context, page: tabA, errors } = await openAdmin(browser())
    const title = `Contested POV ${Date.now()}`
    const created = await tabA.request.post('/api/povs', {
      headers: { origin: new URL(tabA.url()).origin },
      data: {
        title,
        description: 'The first description',
        content: 'Body',
        excerpt: 'The first excerpt',
        author: 'Test Author',
        // Newest of all, so it heads the staff list.
        publishedDate: '2099-01-01',
        featuredImage: '',
        hashtags: [],
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await tabA.reload()
    const tabB = await context.newPage()
    tabB.on('pageerror', (error) => errors.push(error.message))
    await tabB.goto('/admin')
    const edit = async (tab: typeof tabA) => {
      await tab.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
      const dialog = tab.getByRole('dialog', { name: 'Edit POV' })
      await dialog.getByLabel('Description').waitFor()
      return dialog
    }
    const [dialogA, dialogB] = [await edit(tabA), await edit(tabB)]

    await dialogA.getByLabel('Description').fill('Changed in tab A')
    await dialogA.getByRole('button', { name: 'Save and close' }).click()
    await toast(tabA, 'POV updated successfully')
    await dialogA.waitFor({ state: 'detached' })
    // Tab A opens the item again before tab B's save lands.
    const againA = await edit(tabA)

    await dialogB.getByLabel('Excerpt').fill('Changed in tab B')
    await dialogB.getByRole('button', { name: 'Update POV' }).click()
    const notice = dialogB
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this item after you opened it' })
    await notice.waitFor()
    // The save was asked for at the foot of the form: focus goes to the explanation's heading.
    await expect
      .poll(() =>
        notice.getByRole('heading', { level: 3 }).evaluate((heading) => heading === document.activeElement),
      )
      .toBe(true)
    // Both tabs are one admin's: the notice says it was them, elsewhere.
    expect(await notice.textContent()).toContain('You saved it in another tab or window at ')
    // Saving B's form would put back the old description and change the excerpt.
    const changed = notice.getByRole('heading', { level: 4 })
    expect(await changed.allTextContents()).toEqual(['Saving yours would change', 'Description', 'Excerpt'])
    await expectAccessible(tabB)
    expect(await dialogB.isVisible()).toBe(true)

    // Reload: tab A's description comes in, B's typing goes; B types the excerpt again and saves.
    await notice.getByRole('button', { name: 'Load their version' }).click()
    await notice.waitFor({ state: 'detached' })
    expect(await dialogB.getByLabel('Description').inputValue()).toBe('Changed in tab A')
    expect(await dialogB.getByLabel('Excerpt').inputValue()).toBe('The first excerpt')
    await dialogB.getByLabel('Excerpt').fill('Changed in tab B')
    await dialogB.getByRole('button', { name: 'Save and close' }).click()
    await toast(tabB, 'POV updated successfully')
    await dialogB.waitFor({ state: 'detached' })
    const read = async () =>
      (await (await tabA.request.get(`/api/povs/${id}`)).json()) as Record<string, unknown>
    expect(await read()).toMatchObject({
      description: 'Changed in tab A',
      excerpt: 'Changed in tab B',
      version: 3,
    })

    // Tab A's second dialog is now behind too: it overwrites knowingly, and that is what is saved.
    await againA.getByLabel('Title').fill(`${title} (A again)`)
    await againA.getByRole('button', { name: 'Save and close' }).click()
    const noticeA = againA
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this item after you opened it' })
    await noticeA.getByRole('heading', { name: 'Excerpt' }).waitFor()
    await noticeA.getByRole('button', { name: 'Save mine anyway' }).click()
    await toast(tabA, 'POV updated successfully')
    await againA.waitFor({ state: 'detached' })
    expect(await read()).toMatchObject({
      title: `${title} (A again)`,
      excerpt: 'The first excerpt',
      version: 4,
    })
    expect(errors).toEqual([])
    await context.close()
  })
})
