import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from './content-render'
import { pov, sent, serveReview } from './review-fixtures'

// An admin's review of an item in review, in its editor.

let network: ReturnType<typeof serveReview> | undefined
afterEach(() => network?.restore())

async function openReview(refuse?: { status: number; error: string }) {
  network = serveReview({ role: 'admin', povs: [pov(7, { reviewState: 'in_review', createdBy: 2 })], refuse })
  const user = userEvent.setup()
  const { router } = await renderApp('/admin/povs/7')
  const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
  const panel = await within(dialog).findByRole('region', { name: 'Review' })
  return { user, router, dialog, panel }
}

const steps = () => sent(network!, 'POST', '/api/povs/7/review').map((request) => request.body)

describe("an admin's review panel", () => {
  it('shows on an item in review, beside the publishing settings an admin keeps', async () => {
    const { dialog, panel } = await openReview()
    for (const name of ['Approve and publish', 'Approve and schedule', 'Request changes'])
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument()
    expect(within(dialog).getByRole('switch', { name: 'Published' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Update POV' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Submit for review' })).toBeNull()
  })

  it('is not there on an item nobody submitted', async () => {
    network = serveReview({ role: 'admin', povs: [pov(7)] })
    renderApp('/admin/povs/7')
    const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
    await within(dialog).findByRole('button', { name: 'Update POV' })
    expect(within(dialog).queryByRole('region', { name: 'Review' })).toBeNull()
  })

  it('requests changes only with a note saying what should change', async () => {
    const { user, router, panel } = await openReview()
    await user.click(within(panel).getByRole('button', { name: 'Request changes' }))
    expect(await within(panel).findByText('Say what should change')).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: /What should change/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(steps()).toEqual([])

    await user.type(within(panel).getByRole('textbox', { name: /What should change/ }), 'Cite the survey.')
    await user.click(within(panel).getByRole('button', { name: 'Request changes' }))
    await waitFor(() => expect(steps()).toEqual([{ action: 'request_changes', note: 'Cite the survey.' }]))
    expect(await screen.findByText('Changes requested')).toBeInTheDocument()
    // The editor closes to the list.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/povs'))
  })

  it('approves and publishes at once', async () => {
    const { user, panel } = await openReview()
    await user.click(within(panel).getByRole('button', { name: 'Approve and publish' }))
    await waitFor(() => expect(steps()).toEqual([{ action: 'approve' }]))
    expect(await screen.findByText('Approved and published')).toBeInTheDocument()
  })

  it('schedules only with a time, sent as the instant typed in local time', async () => {
    const { user, panel } = await openReview()
    await user.click(within(panel).getByRole('button', { name: 'Approve and schedule' }))
    expect(await within(panel).findByText('Choose when to publish')).toBeInTheDocument()
    expect(steps()).toEqual([])
    const at = within(panel).getByLabelText('Publish at')
    await user.type(at, '2099-07-01T09:30')
    await user.click(within(panel).getByRole('button', { name: 'Approve and schedule' }))
    await waitFor(() =>
      expect(steps()).toEqual([{ action: 'approve', publishAt: new Date('2099-07-01T09:30').toISOString() }]),
    )
    expect(await screen.findByText('Approved and scheduled')).toBeInTheDocument()
  })

  it("shows the Worker's refusal beside the buttons and as a toast", async () => {
    const refusal = 'This item is not waiting for review.'
    const { user, panel } = await openReview({ status: 409, error: refusal })
    await user.click(within(panel).getByRole('button', { name: 'Approve and publish' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(refusal)
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2))
  })
})
