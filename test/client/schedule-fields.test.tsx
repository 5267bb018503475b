import type { Pov } from '@shared/content/types/pov'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentForm } from '@/staff/content/editor/content-form'
import { ContentCard } from '@/staff/content/list/content-card'
import { declaration as povAdmin } from '@/staff/content/types/pov'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

// Staff type the schedule in their own time zone; the API gets and gives UTC instants. The suite
// runs in New York (vitest.client.config.ts), five hours behind UTC in January, so a conversion
// that forgot the zone shows.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => {
  cleanup()
  network?.restore()
})

const pov: Pov = {
  id: 3,
  title: 'Launch piece',
  description: 'd',
  content: 'c',
  excerpt: 'e',
  author: 'a',
  publishedDate: '2027-01-15',
  ...unsetOptionalFields,
  isPublished: true,
  publishAt: '2027-01-15T14:30:00.000Z',
  unpublishAt: null,
  createdAt: '',
  updatedAt: '',
  version: 1,
  reviewState: null,
  createdBy: null,
  hashtags: [],
}

function serve() {
  network = fakeNetwork((request) => {
    if (request.url.pathname.startsWith('/api/unsaved-changes/'))
      return request.method === 'GET'
        ? jsonResponse({ error: 'Not found' }, 404)
        : jsonResponse({ savedAt: new Date().toISOString() })
    if (request.method === 'PUT') return jsonResponse({ ...pov, ...(request.body as object) })
    return jsonResponse([])
  })
  return network
}

const timeField = (label: string) => screen.getByLabelText(label, { exact: true })

describe('the schedule in a content form', () => {
  it('shows a stored time in local time and sends a typed local time as UTC', async () => {
    serve()
    const user = userEvent.setup()
    renderPage(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Update POV' })
    expect(screen.getByText(/Times are in your time zone, America\/New_York\./)).toBeInTheDocument()
    expect(timeField('Publish at')).toHaveValue('2027-01-15T09:30')
    expect(timeField('Unpublish at')).toHaveValue('')
    for (const label of ['Publish at', 'Unpublish at']) {
      expect(timeField(label)).toHaveAttribute('min', '1900-01-01T00:00')
      expect(timeField(label)).toHaveAttribute('max', '2999-12-31T23:59')
    }

    await user.type(timeField('Unpublish at'), '2027-01-20T18:00')
    await user.click(screen.getByRole('button', { name: 'Update POV' }))
    await waitFor(() =>
      expect(network?.requests.find((request) => request.url.pathname === '/api/povs/3')?.body).toMatchObject(
        {
          publishAt: '2027-01-15T14:30:00.000Z',
          unpublishAt: '2027-01-20T23:00:00.000Z',
        },
      ),
    )
  })

  it('refuses an unpublish time before the publish time, next to the field, and sends nothing', async () => {
    serve()
    const user = userEvent.setup()
    renderPage(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Update POV' })
    await user.type(timeField('Unpublish at'), '2027-01-15T08:00')
    await user.click(screen.getByRole('button', { name: 'Update POV' }))
    expect(await screen.findByText('Unpublish at must be after Publish at')).toBeInTheDocument()
    expect(timeField('Unpublish at')).toHaveAttribute('aria-invalid', 'true')
    expect(network?.requests.some((request) => request.url.pathname === '/api/povs/3')).toBe(false)
  })

  it('says what saving does: a draft, public once saved, or scheduled until a time', async () => {
    serve()
    const user = userEvent.setup()
    const draft = { ...pov, isPublished: false, publishAt: null }
    renderPage(() => <ContentForm type={povAdmin} item={draft} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Update POV' })
    expect(screen.getByText('Switch off: a draft, not on the public site.')).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Published' }))
    expect(screen.getByText('On the public site once saved.')).toBeInTheDocument()
    fireEvent.change(timeField('Publish at'), { target: { value: '2099-07-01T09:30' } })
    fireEvent.change(timeField('Unpublish at'), { target: { value: '2099-12-01T10:00' } })
    expect(
      screen.getByText(/^Scheduled for Jul 1, 2099, 9:30\sAM, until Dec 1, 2099, 10:00\sAM\.$/),
    ).toBeInTheDocument()
  })
})

describe('a staff card', () => {
  const card = (publication: Pick<Pov, 'isPublished' | 'publishAt' | 'unpublishAt'>) =>
    render(
      <ContentCard
        title="Launch piece"
        publication={{ ...publication, reviewState: null }}
        meta="a"
        image={null}
        imageFocus={null}
        excerpt="e"
        hashtags={[]}
        needsAltText={false}
        menu={null}
      />,
    )

  it('says when a scheduled item goes live, in local time, and does not call it published', () => {
    card({ isPublished: true, publishAt: '2099-01-15T14:30:00.000Z', unpublishAt: null })
    const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2099-01-15T14:30:00.000Z'),
    )
    expect(local).toMatch(/9:30/)
    expect(screen.getByText(`Scheduled for ${local}`)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Scheduled' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Published' })).not.toBeInTheDocument()
  })

  it('says when a live item comes down, and calls an item past it unpublished', () => {
    card({ isPublished: true, publishAt: null, unpublishAt: '2099-03-01T12:00:00.000Z' })
    expect(screen.getByRole('img', { name: 'Published' })).toBeInTheDocument()
    expect(screen.getByText(/^Unpublishes /)).toBeInTheDocument()
    cleanup()
    card({ isPublished: true, publishAt: null, unpublishAt: '2020-03-01T12:00:00.000Z' })
    expect(screen.getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
    expect(screen.getByText(/^Unpublished since /)).toBeInTheDocument()
  })

  it("moves a new item's published date to the day of Publish at, until the editor types a date", async () => {
    serve()
    const user = userEvent.setup()
    renderPage(() => <ContentForm type={povAdmin} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Create POV' })
    const published = screen.getByLabelText(/^Published date/)
    expect(published).toHaveAccessibleDescription(
      'The date readers see. A scheduled item takes the day of its Publish at, unless you set a date here.',
    )
    // 21:30 in New York on 10 March is already 11 March in UTC: the day is the editor's.
    await user.type(timeField('Publish at'), '2027-03-10T21:30')
    await waitFor(() => expect(published).toHaveValue('2027-03-10'))
    fireEvent.change(timeField('Publish at'), { target: { value: '2027-04-02T09:00' } })
    await waitFor(() => expect(published).toHaveValue('2027-04-02'))

    fireEvent.change(published, { target: { value: '2027-01-31' } })
    fireEvent.change(timeField('Publish at'), { target: { value: '2027-05-05T09:00' } })
    await screen.findByDisplayValue('2027-05-05T09:00')
    expect(published).toHaveValue('2027-01-31')
  })

  it("leaves a published item's own date alone, and follows one already on its schedule's day", async () => {
    serve()
    renderPage(() => (
      <ContentForm type={povAdmin} item={{ ...pov, publishedDate: '2026-12-01' }} onDone={() => {}} />
    ))
    await screen.findByRole('button', { name: 'Update POV' })
    const published = screen.getByLabelText(/^Published date/)
    expect(published).toHaveValue('2026-12-01')
    fireEvent.change(timeField('Publish at'), { target: { value: '2027-02-01T09:00' } })
    await screen.findByDisplayValue('2027-02-01T09:00')
    expect(published).toHaveValue('2026-12-01')
    cleanup()

    renderPage(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Update POV' })
    expect(screen.getByLabelText(/^Published date/)).toHaveValue('2027-01-15')
    fireEvent.change(timeField('Publish at'), { target: { value: '2027-02-01T09:00' } })
    await waitFor(() => expect(screen.getByLabelText(/^Published date/)).toHaveValue('2027-02-01'))
  })
})
