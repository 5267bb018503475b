import type { Pov } from '@shared/content/types/pov'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderApp } from './content-render'
import { staff } from './staff-user'

// An item's history in the staff screen, what changed between two saves, and restore.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const item = (overrides: Partial<Pov>): Pov => ({
  id: 7,
  title: 'Cloud costs',
  description: 'Why bills grow',
  content: 'Teams move fast and the bill grows quietly.\nTagging helps.',
  excerpt: 'Bills grow',
  author: 'Dana Reyes',
  publishedDate: '2025-03-01',
  ...unsetOptionalFields,
  isPublished: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  version: 1,
  reviewState: null,
  createdBy: null,
  hashtags: [{ id: 1, name: 'FinOps' }],
  ...overrides,
})

// Three saves: created, then edited, then the first restored.
const snapshots: Record<number, Pov> = {
  11: item({}),
  12: item({
    title: 'Cloud costs, explained',
    content: 'Teams move fast and the bill grows loudly.\nTagging helps.',
    isPublished: true,
    hashtags: [
      { id: 1, name: 'FinOps' },
      { id: 2, name: 'Cloud' },
    ],
  }),
  13: item({}),
}
const revisions = [
  { id: 13, createdAt: '2026-01-07T10:00:00.000Z', author: 'Ada Okafor', restoredFrom: 11 },
  { id: 12, createdAt: '2026-01-06T10:00:00.000Z', author: 'Ada Okafor', restoredFrom: null },
  { id: 11, createdAt: '2026-01-05T09:00:00.000Z', author: 'dana@example.test', restoredFrom: null },
]
const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

function serve(role: string) {
  network = fakeNetwork((request) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff(role))
    if (path === '/api/povs/staff') return jsonResponse({ items: [snapshots[13]], total: 1, authors: [] })
    if (path === '/api/povs/7/revisions') return jsonResponse(revisions)
    const restore = path.match(/^\/api\/povs\/7\/revisions\/(\d+)\/restore$/)
    if (restore && request.method === 'POST') return jsonResponse(snapshots[Number(restore[1])])
    const one = path.match(/^\/api\/povs\/7\/revisions\/(\d+)$/)
    const revision = revisions.find((entry) => entry.id === Number(one?.[1]))
    if (revision) return jsonResponse({ ...revision, item: snapshots[revision.id] })
    return jsonResponse([])
  })
  return network
}

async function openHistory() {
  const user = userEvent.setup()
  await renderApp('/admin')
  await user.click(await screen.findByRole('button', { name: 'More actions for Cloud costs' }))
  await user.click(await screen.findByRole('menuitem', { name: 'History' }))
  const dialog = await screen.findByRole('dialog', { name: 'History: Cloud costs' })
  await within(dialog).findByRole('checkbox', { name: `${when(revisions[0]!.createdAt)} by Ada Okafor` })
  return { user, dialog }
}

const change = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('heading', { name: label, level: 4 }).parentElement as HTMLElement

describe('the history of an item', () => {
  it('lists the saves with author and restore, and opens on what the newest save changed', async () => {
    serve('editor')
    const { dialog } = await openHistory()
    const entries = within(within(dialog).getByTestId('revision-list')).getAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `${when('2026-01-07T10:00:00.000Z')} by Ada OkaforRestored from ${when('2026-01-05T09:00:00.000Z')}`,
      `${when('2026-01-06T10:00:00.000Z')} by Ada Okafor`,
      `${when('2026-01-05T09:00:00.000Z')} by dana@example.test`,
    ])
    // Editors may look but not restore.
    expect(within(dialog).queryByRole('button', { name: /^Restore this version/ })).toBeNull()

    const changes = await within(dialog).findByRole('region', { name: 'What changed' })
    expect(changes).toHaveTextContent(
      `From ${when('2026-01-06T10:00:00.000Z')} to ${when('2026-01-07T10:00:00.000Z')}`,
    )
    await within(changes).findByRole('heading', { name: 'Title', level: 4 })
    const labels = within(changes)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent)
    expect(labels).toEqual(['Title', 'Content', 'Hashtags', 'Published'])
    const title = change(changes, 'Title')
    expect(title.querySelector('del')).toHaveTextContent('Cloud costs, explained')
    expect(title.querySelector('ins')).toHaveTextContent('Cloud costs')
    expect(change(changes, 'Published')).toHaveTextContent('BeforeYesAfterNo')
    expect(change(changes, 'Hashtags')).toHaveTextContent('Before#Cloud, #FinOpsAfter#FinOps')

    // The long text word by word: only the changed word is marked, and named for screen readers.
    const content = change(changes, 'Content')
    await waitFor(() => expect(within(content).getByTestId('word-diff')).toBeInTheDocument())
    expect([...content.querySelectorAll('del')].map((del) => del.textContent)).toEqual(['Removed: loudly'])
    expect([...content.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual(['Added: quietly'])
    expect(within(content).getByTestId('word-diff')).toHaveTextContent('Tagging helps.')
  })

  it('compares the two versions selected, older first', async () => {
    serve('editor')
    const { user, dialog } = await openHistory()
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false'])
    await user.click(boxes[0]!)
    expect(within(dialog).getByText('Select a version to see what changed.')).toBeInTheDocument()
    await user.click(boxes[2]!)
    expect(
      await within(dialog).findByText(
        'The first recorded version: there is nothing earlier to compare it with.',
      ),
    ).toBeInTheDocument()
    await user.click(boxes[1]!)
    const changes = within(dialog).getByRole('region', { name: 'What changed' })
    expect(changes).toHaveTextContent(
      `From ${when('2026-01-05T09:00:00.000Z')} to ${when('2026-01-06T10:00:00.000Z')}`,
    )
    const title = await within(changes).findByRole('heading', { name: 'Title', level: 4 })
    expect(title.parentElement?.querySelector('ins')).toHaveTextContent('Cloud costs, explained')
    // A third selection replaces the earliest of the two; the restore equals the first version.
    await user.click(boxes[0]!)
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['true', 'true', 'false'])
    await user.click(boxes[1]!)
    await user.click(boxes[2]!)
    expect(await within(dialog).findByText('No fields differ.')).toBeInTheDocument()
  })

  it('lets an admin restore an older version after confirming', async () => {
    serve('admin')
    const { user, dialog } = await openHistory()
    const restoreButtons = within(dialog).getAllByRole('button', { name: /^Restore this version/ })
    // The newest save is the item as it stands.
    expect(restoreButtons).toHaveLength(2)
    await user.click(
      within(dialog).getByRole('button', {
        name: `Restore this version: ${when('2026-01-06T10:00:00.000Z')}`,
      }),
    )
    const confirm = await screen.findByRole('alertdialog', {
      name: `Restore the version of ${when('2026-01-06T10:00:00.000Z')}?`,
    })
    await user.click(within(confirm).getByRole('button', { name: 'Restore this version' }))
    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(
      network?.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname),
    ).toEqual(['/api/povs/7/revisions/12/restore'])
    // The list and the history are read again.
    await waitFor(() =>
      expect(
        network?.requests.filter((request) => request.url.pathname === '/api/povs/7/revisions'),
      ).toHaveLength(2),
    )
  })
})
