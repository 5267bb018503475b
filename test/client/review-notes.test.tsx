import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from './content-render'
import { note, pov, sent, serveReview, when } from './review-fixtures'

// An item's thread of notes beside its editor.

let network: ReturnType<typeof serveReview> | undefined
afterEach(() => network?.restore())

const thread = [
  note(1, 'submitted', null, '2026-01-05T09:00:00.000Z'),
  note(2, 'changes_requested', 'Cite the survey.', '2026-01-06T10:00:00.000Z'),
  note(3, 'note', 'Done, see the second paragraph.', '2026-01-07T11:00:00.000Z'),
]

async function openNotes(role: 'admin' | 'editor') {
  network = serveReview({ role, povs: [pov(7, { reviewState: 'changes_requested' })], notes: thread })
  renderApp('/admin/povs/7')
  const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
  const notes = await within(dialog).findByRole('region', { name: 'Notes' })
  await within(notes).findAllByRole('listitem')
  return { user: userEvent.setup(), notes }
}

describe("an item's notes", () => {
  it('lists the thread oldest first: who, what they did, when in local time, and what they said', async () => {
    const { notes } = await openNotes('editor')
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Ada OkaforSubmitted for review${when('2026-01-05T09:00:00.000Z')}`,
      `Ada OkaforRequested changes${when('2026-01-06T10:00:00.000Z')}Cite the survey.`,
      `Ada OkaforNote${when('2026-01-07T11:00:00.000Z')}Done, see the second paragraph.`,
    ])
  })

  it('adds a note, and refuses an empty one', async () => {
    const { user, notes } = await openNotes('admin')
    await user.click(within(notes).getByRole('button', { name: 'Add note' }))
    expect(await within(notes).findByText('Note is required')).toBeInTheDocument()
    expect(sent(network!, 'POST', '/api/povs/7/notes')).toEqual([])

    expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveAttribute('maxlength', '2000')
    await user.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Looks right now.')
    await user.click(within(notes).getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(sent(network!, 'POST', '/api/povs/7/notes')).toHaveLength(1))
    expect(sent(network!, 'POST', '/api/povs/7/notes')[0]?.body).toEqual({ body: 'Looks right now.' })
    expect(await screen.findByText('Note added')).toBeInTheDocument()
    await waitFor(() => expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveValue(''))
  })

  it('says when there are none', async () => {
    network = serveReview({ role: 'editor', povs: [pov(7)] })
    renderApp('/admin/povs/7')
    const notes = await screen.findByRole('region', { name: 'Notes' })
    expect(await within(notes).findByText('No notes yet.')).toBeInTheDocument()
  })

  it('shows beside the saves in the History dialog', async () => {
    network = serveReview({ role: 'editor', povs: [pov(7, { title: 'Cloud costs' })], notes: thread })
    const user = userEvent.setup()
    renderApp('/admin/povs')
    await user.click(await screen.findByRole('button', { name: 'More actions for Cloud costs' }))
    await user.click(await screen.findByRole('menuitem', { name: 'History' }))
    const dialog = await screen.findByRole('dialog', { name: 'History: Cloud costs' })
    const notes = await within(dialog).findByRole('region', { name: 'Notes' })
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3)
    expect(notes).toHaveTextContent('Requested changes')
    expect(notes).toHaveTextContent('Cite the survey.')
  })
})
