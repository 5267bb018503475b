import type { StaffInvite, StaffList } from '@shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { StaffPanel } from '@/staff/staff/staff-panel'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const inFuture = new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString()

const voidInvite: StaffInvite = {
  id: 7,
  email: 'nia@example.test',
  role: 'admin',
  createdAt: new Date().toISOString(),
  expiresAt: inFuture,
  invitedBy: 'former@example.test',
  inviterActive: false,
}

describe('the invitations in the Staff tab', () => {
  it('say who made them and when one is void, and are re-issued with a new link or revoked', async () => {
    let invites = [voidInvite]
    network = fakeNetwork((request: RecordedRequest) => {
      const path = request.url.pathname
      if (path === '/api/admin/staff') return jsonResponse({ members: [], invites } satisfies StaffList)
      if (path === '/api/admin/staff/invites/7/reissue' && request.method === 'POST')
        return jsonResponse(
          {
            ...voidInvite,
            id: 8,
            invitedBy: 'boss@example.test',
            inviterActive: true,
            link: 'http://localhost/admin/invite/newtoken',
          },
          201,
        )
      if (path === '/api/admin/staff/invites/7' && request.method === 'DELETE') {
        invites = []
        return new Response(null, { status: 204 })
      }
      return jsonResponse({ error: 'Not found' }, 404)
    })
    const user = userEvent.setup()
    renderPage(() => <StaffPanel />)
    const row = await screen.findByTestId('staff-invite')
    expect(row).toHaveTextContent('Void: its inviter is no longer an admin')
    expect(row).toHaveTextContent('Invited by former@example.test')

    await user.click(within(row).getByRole('button', { name: 'Re-issue: nia@example.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'Re-issue' })
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(
      'http://localhost/admin/invite/newtoken',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(row).getByRole('button', { name: 'Revoke: nia@example.test' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation for nia@example.test?',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(screen.queryByTestId('staff-invite')).not.toBeInTheDocument())
    expect(network.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/staff/invites/7/reissue',
        'DELETE /api/admin/staff/invites/7',
      ]),
    )
  })
})
