import { defaultMenus } from '@shared/default-menus'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MenusSection } from '@/staff/menus/menus-section'
import { SiteSettingsSection } from '@/staff/site-settings/site-settings-section'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

// The sections saved as a whole keep what was typed only in the form: leaving them with unsaved
// changes asks first, and Cancel stays where the person was.

const QUESTION = 'You have unsaved changes. Leave without saving them?'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => {
  network?.restore()
  vi.restoreAllMocks()
})

/** Where the app is, and two links away from it, as the sidebar's tabs move between sections. */
function Elsewhere() {
  const router = useRouter()
  const path = useRouterState({ select: (state) => state.location.pathname })
  return (
    <>
      <output aria-label="Address">{path}</output>
      <button type="button" onClick={() => router.navigate({ to: '/a' as never })}>
        Go to a
      </button>
      <button type="button" onClick={() => router.navigate({ to: '/b' as never })}>
        Go to b
      </button>
    </>
  )
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent

describe('leaving the Menus section', () => {
  it('asks before unsaved changes are left behind, stays on Cancel, and asks nothing once saved', async () => {
    network = fakeNetwork((request) => {
      const path = request.url.pathname
      if (path === '/api/admin/menus' && request.method === 'PUT')
        return jsonResponse({ menus: (request.body as { menus: unknown }).menus, version: 2 })
      if (path === '/api/admin/menus') return jsonResponse({ menus: defaultMenus, version: 1 })
      return jsonResponse({ revisions: [] })
    })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const user = userEvent.setup()
    renderPage(() => (
      <>
        <MenusSection />
        <Elsewhere />
      </>
    ))
    // The header's Insights link (the footer has one too).
    const [insights] = await screen.findAllByDisplayValue('Insights')
    if (!insights) throw new Error('No Insights link in the menus')

    // Nothing changed: nothing to ask.
    await user.click(screen.getByRole('button', { name: 'Go to a' }))
    await waitFor(() => expect(address()).toBe('/a'))
    expect(confirm).not.toHaveBeenCalled()

    await user.type(insights, '!')
    await user.click(screen.getByRole('button', { name: 'Go to b' }))
    expect(confirm).toHaveBeenCalledWith(QUESTION)
    expect(address()).toBe('/a')
    expect(screen.getByDisplayValue('Insights!')).toBeInTheDocument()

    // Saved: leaving asks nothing more.
    confirm.mockClear()
    await user.click(screen.getByRole('button', { name: 'Save menus' }))
    await screen.findByText(/^Menus saved/)
    await user.click(screen.getByRole('button', { name: 'Go to b' }))
    await waitFor(() => expect(address()).toBe('/b'))
    expect(confirm).not.toHaveBeenCalled()
  })
})

describe('leaving the Site settings section', () => {
  it('asks once a field has changed, and leaves when the person says so', async () => {
    const settings = {
      companyName: 'Crestline Consulting',
      companyEmail: 'hello@example.test',
      companyPhone: '+1 (555) 010-0100',
      legalEmail: 'legal@example.test',
      privacyEmail: 'privacy@example.test',
      address: { street: '1 Main St', city: 'Chicago', region: 'IL', postalCode: '60601', country: 'USA' },
      socialProfiles: { linkedin: '', x: '', github: '' },
      defaultSocialImage: '',
      chatWidget: true,
    }
    network = fakeNetwork((request) =>
      request.url.pathname === '/api/admin/site-settings'
        ? jsonResponse({ settings, version: 3, updatedAt: '2026-11-20T09:00:00.000Z' })
        : jsonResponse({ revisions: [] }),
    )
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const user = userEvent.setup()
    renderPage(() => (
      <>
        <SiteSettingsSection />
        <Elsewhere />
      </>
    ))
    const phone = await screen.findByDisplayValue('+1 (555) 010-0100')
    await user.type(phone, '9')
    await user.click(screen.getByRole('button', { name: 'Go to a' }))
    expect(confirm).toHaveBeenCalledWith(QUESTION)
    await waitFor(() => expect(address()).toBe('/a'))
  })
})
