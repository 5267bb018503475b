import type { AuditEvent } from '@shared/types'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuditLog } from '@/staff/audit/audit-log'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const failed = (id: number, count: number, email: string): AuditEvent => ({
  id,
  at: '2026-03-03T09:00:00.000Z',
  actor: { id: null, email },
  action: 'sign_in_failed',
  target: null,
  network: '203.0.113.0/24',
  detail: { reason: 'wrong_password' },
  count,
})

describe('the audit log tab', () => {
  it('says in words how many attempts a counted event stands for, and nothing for a single one', async () => {
    network = fakeNetwork((request: RecordedRequest) => {
      const path = request.url.pathname
      if (path === '/api/admin/audit')
        return jsonResponse([failed(2, 1234, 'many@example.test'), failed(1, 1, 'once@example.test')])
      if (path === '/api/admin/audit/actors') return jsonResponse([])
      return jsonResponse({ error: 'Not found' }, 404)
    })
    renderPage(() => <AuditLog />)
    const [many, once] = await screen.findAllByTestId('audit-event')
    expect(many).toHaveTextContent('Sign-in failed')
    expect(many).toHaveTextContent('wrong password')
    expect(many).toHaveTextContent('1,234 attempts within an hour of the time shown')
    expect(once).toHaveTextContent('Sign-in failed')
    expect(once).toHaveTextContent('wrong password')
    expect(once).not.toHaveTextContent('attempt')
  })

  it('names a focal point change by the image and says where the point went', async () => {
    const focusSet = (id: number, focus: { x: number; y: number } | null): AuditEvent => ({
      id,
      at: '2026-03-03T09:00:00.000Z',
      actor: { id: 1, email: 'admin@example.test' },
      action: 'media_focus_set',
      target: { type: 'upload', id: 'k.png', title: 'team.png' },
      network: null,
      detail: { focus },
      count: 1,
    })
    network = fakeNetwork((request: RecordedRequest) => {
      const path = request.url.pathname
      if (path === '/api/admin/audit')
        return jsonResponse([focusSet(2, { x: 0.254, y: 0.1 }), focusSet(1, null)])
      if (path === '/api/admin/audit/actors') return jsonResponse([])
      return jsonResponse({ error: 'Not found' }, 404)
    })
    renderPage(() => <AuditLog />)
    const [moved, centred] = await screen.findAllByTestId('audit-event')
    expect(moved).toHaveTextContent('Set an image’s focal point')
    expect(moved).toHaveTextContent('team.png')
    expect(moved).toHaveTextContent('25% across, 10% down')
    expect(centred).toHaveTextContent('the centre')
  })

  it('says a site settings save changed the site settings, and to which version', async () => {
    const saved: AuditEvent = {
      id: 1,
      at: '2026-03-03T09:00:00.000Z',
      actor: { id: 1, email: 'admin@example.test' },
      action: 'settings_changed',
      target: null,
      network: null,
      detail: { setting: 'settings', value: 3 },
      count: 1,
    }
    network = fakeNetwork((request: RecordedRequest) => {
      const path = request.url.pathname
      if (path === '/api/admin/audit') return jsonResponse([saved])
      if (path === '/api/admin/audit/actors') return jsonResponse([])
      return jsonResponse({ error: 'Not found' }, 404)
    })
    renderPage(() => <AuditLog />)
    const [event] = await screen.findAllByTestId('audit-event')
    expect(event).toHaveTextContent('Changed a setting')
    expect(event).toHaveTextContent('site settings, version 3')
  })
})
