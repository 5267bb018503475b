import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from './content-render'
import { pov, sent, serveReview } from './review-fixtures'
import { openRowMenu, rowMenuItems } from './row-menu'

// What an editor sees and does: their own drafts to edit, no publishing, and review to submit to.

let network: ReturnType<typeof serveReview> | undefined
afterEach(() => network?.restore())

describe("an editor's list", () => {
  it('offers Edit and Delete on their own drafts only, Withdraw on theirs in review (in the row’s menu), and shows each state', async () => {
    network = serveReview({
      role: 'editor',
      povs: [
        pov(1, { title: 'Mine, a draft' }),
        pov(2, { title: 'Mine, sent back', reviewState: 'changes_requested' }),
        pov(3, { title: 'Mine, in review', reviewState: 'in_review' }),
        pov(4, { title: 'Mine, published', isPublished: true }),
        pov(5, { title: 'Someone else’s draft', createdBy: 2 }),
      ],
    })
    renderApp('/admin/povs')
    await screen.findByRole('heading', { name: 'POVs (5)' })
    const states = screen
      .getAllByTestId('admin-row')
      .map((each) => within(each).getAllByRole('cell')[2]?.textContent)
    expect(states).toEqual(['Draft', 'Changes requested', 'In review', 'Published', 'Draft'])
    const editable = screen
      .getAllByRole('button', { name: /^Edit / })
      .map((button) => button.getAttribute('aria-label'))
    expect(editable).toEqual(['Edit Mine, a draft', 'Edit Mine, sent back'])
    // The rest of a row's actions are in its menu: Delete on their own drafts, Withdraw on theirs in review.
    const user = userEvent.setup()
    expect(await rowMenuItems(user, 'Mine, a draft')).toEqual(['Share preview', 'History', 'Delete'])
    expect(await rowMenuItems(user, 'Mine, sent back')).toEqual(['Share preview', 'History', 'Delete'])
    expect(await rowMenuItems(user, 'Mine, in review')).toEqual([
      'Withdraw submission',
      'Share preview',
      'History',
    ])
    expect(await rowMenuItems(user, 'Mine, published')).toEqual(['Share preview', 'History'])
    expect(await rowMenuItems(user, 'Someone else’s draft')).toEqual(['Share preview', 'History'])
    // Bulk publishing is an admin's.
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull()

    const menu = await openRowMenu(user, 'Mine, in review')
    await user.click(within(menu).getByRole('menuitem', { name: 'Withdraw submission' }))
    await waitFor(() => expect(sent(network!, 'POST', '/api/povs/3/review')).toHaveLength(1))
    expect(sent(network!, 'POST', '/api/povs/3/review')[0]?.body).toEqual({ action: 'withdraw' })
    expect(await screen.findByText('Submission withdrawn')).toBeInTheDocument()
  })

  it('shows the state on each card too', async () => {
    network = serveReview({
      role: 'editor',
      povs: [pov(1, { reviewState: 'in_review' }), pov(2, { reviewState: 'changes_requested' })],
    })
    renderApp('/admin/povs?view=cards')
    const cards = await screen.findAllByTestId('admin-card')
    expect(within(cards[0]!).getByText('In review')).toBeInTheDocument()
    expect(within(cards[1]!).getByText('Changes requested')).toBeInTheDocument()
  })
})

describe("an editor's editor", () => {
  it('has no Published switch nor schedule, and Submit for review saves, then submits', async () => {
    network = serveReview({ role: 'editor', povs: [pov(7, { title: 'Cloud costs' })] })
    const user = userEvent.setup()
    renderApp('/admin/povs/7')
    const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
    await within(dialog).findByRole('button', { name: 'Update POV' })
    expect(within(dialog).queryByRole('switch', { name: 'Published' })).toBeNull()
    expect(within(dialog).queryByLabelText('Publish at')).toBeNull()
    expect(within(dialog).queryByLabelText('Unpublish at')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }))
    await waitFor(() => expect(sent(network!, 'POST', '/api/povs/7/review')).toHaveLength(1))
    const [save] = sent(network!, 'PUT', '/api/povs/7')
    expect(save?.body).toMatchObject({ title: 'Cloud costs', isPublished: false })
    expect(sent(network!, 'POST', '/api/povs/7/review')[0]?.body).toEqual({ action: 'submit' })
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit POV' })).toBeNull())
  })

  it('has no Published switch on a new item either, and Submit for review beside Create', async () => {
    network = serveReview({ role: 'editor', povs: [] })
    renderApp('/admin/povs/new')
    const dialog = await screen.findByRole('dialog', { name: 'Create POV' })
    await within(dialog).findByRole('button', { name: 'Create POV' })
    expect(within(dialog).queryByRole('switch', { name: 'Published' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument()
  })

  it('on their item in review offers Withdraw submission and no save', async () => {
    network = serveReview({ role: 'editor', povs: [pov(7, { reviewState: 'in_review' })] })
    const user = userEvent.setup()
    renderApp('/admin/povs/7')
    const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
    const withdraw = await within(dialog).findByRole('button', { name: 'Withdraw submission' })
    expect(within(dialog).queryByRole('button', { name: 'Update POV' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Submit for review' })).toBeNull()
    expect(
      within(dialog).getByText('This item is in review: withdraw the submission to edit it.'),
    ).toBeInTheDocument()
    // The review itself is an admin's.
    expect(within(dialog).queryByRole('button', { name: 'Approve and publish' })).toBeNull()
    await user.click(withdraw)
    await waitFor(() => expect(sent(network!, 'POST', '/api/povs/7/review')).toHaveLength(1))
    expect(sent(network!, 'POST', '/api/povs/7/review')[0]?.body).toEqual({ action: 'withdraw' })
  })

  it("shows the Worker's refusal beside the buttons and as a toast", async () => {
    const refusal = 'This item is already in review.'
    network = serveReview({
      role: 'editor',
      povs: [pov(7, { reviewState: 'in_review' })],
      refuse: { status: 409, error: refusal },
    })
    const user = userEvent.setup()
    renderApp('/admin/povs/7')
    const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw submission' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2))
  })

  it("closes on someone else's item or a published one", async () => {
    network = serveReview({ role: 'editor', povs: [pov(5, { createdBy: 2 }), pov(6, { isPublished: true })] })
    const { router } = await renderApp('/admin/povs/5')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/povs'))
    await router.navigate({ href: '/admin/povs/6' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/povs'))
  })
})
