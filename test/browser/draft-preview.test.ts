import { describe, expect, it } from 'vitest'
import { markdownSource, openAdmin, rowAction, toast } from './support/admin'
import { browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'

const { browser } = browserForFile()

const TITLE = 'Browser Draft For Preview'

describe('draft preview', () => {
  it('shows staff a draft with the preview bar, shares it by a link, and the revoked link is a 404', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])

    // A draft, made in the admin screen.
    await page.getByRole('button', { name: 'Add POV' }).click()
    const form = page.getByRole('dialog', { name: 'Create POV' })
    await form.getByLabel('Title').fill(TITLE)
    await form.getByLabel('Description').fill('Not for everyone yet')
    await (await markdownSource(form, 'Content')).fill('Draft words')
    await form.getByLabel('Excerpt').fill('A draft')
    await form.getByLabel('Author').fill('Test Author')
    await form.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV created successfully')
    await form.waitFor({ state: 'detached' })
    const drafts = (await (await page.request.get('/api/povs?includeUnpublished=true')).json()) as {
      id: number
      title: string
      isPublished: boolean
    }[]
    const draft = drafts.find((pov) => pov.title === TITLE)
    expect(draft?.isPublished).toBe(false)

    // The staff member sees it at its public address, marked as a preview and not indexed.
    const staffView = await context.newPage()
    const served = await staffView.goto(`/povs/${draft?.id}`)
    expect(served?.status()).toBe(200)
    expect(served?.headers()['cache-control']).toBe('private, no-store')
    await waitForApp(staffView)
    await staffView.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await staffView.getByRole('region', { name: 'Preview: not published' }).waitFor()
    expect(await staffView.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await staffView.close()

    // Share preview: a link, shown once, to copy.
    await rowAction(page, TITLE, 'Share preview')
    const dialog = page.getByRole('dialog', { name: `Share preview: ${TITLE}` })
    await dialog.waitFor()
    await dialog.getByText('No active preview links.').waitFor()
    expect(await dialog.getByLabel('Link valid for').inputValue()).toBe('7')
    await dialog.getByRole('button', { name: 'Create link' }).click()
    await toast(page, 'Preview link created')
    const link = await dialog.getByLabel('Preview link').inputValue()
    expect(new URL(link).pathname).toBe(`/povs/${draft?.id}`)
    expect(new URL(link).searchParams.get('preview')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await dialog
      .getByText(/^Expires /)
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await toast(page, 'Link copied')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await dialog.getByText(/^Created by .+ on /).waitFor()
    await expectAccessible(page)

    // Someone without an account opens the link.
    const guest = await openPage(browser(), link)
    await guest.page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await guest.page.getByRole('region', { name: 'Preview: not published' }).waitFor()
    expect(await guest.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await expectAccessible(guest.page)
    expect(await guest.context.cookies()).not.toContainEqual(expect.objectContaining({ name: '__Host-sid' }))
    // Its links elsewhere do not carry the token.
    const hrefs = await guest.page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => href.includes('preview='))).toEqual([])

    // The admin revokes it, after a confirmation.
    await dialog.getByRole('button', { name: /^Revoke the link created on / }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this preview link?' })
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await toast(page, 'Preview link revoked')
    await dialog.getByText('No active preview links.').waitFor()

    const again = await guest.page.reload()
    expect(again?.status()).toBe(404)
    await guest.page.getByRole('heading', { level: 1, name: 'Point of View Not Found' }).waitFor()
    expect(await guest.page.getByText(TITLE).count()).toBe(0)

    expect([...errors, ...guest.errors]).toEqual([])
    await guest.context.close()
    await context.close()
  })
})
