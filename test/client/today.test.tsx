import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeNetwork, jsonResponse, renderApp } from './content-render'
import { todayWith, when } from './review-fixtures'
import { staff } from './staff-user'

// Today's parts after Waiting for you: the week's schedule, what is new since the last visit,
// content problems; each line a link, each empty part one sentence.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

function serveToday(answer: object, role = 'admin') {
  network = fakeNetwork((request) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff(role))
    if (path === '/api/review/waiting') return jsonResponse({ items: [] })
    if (path === '/api/admin/today') return jsonResponse(answer)
    return jsonResponse([])
  })
}

const part = async (name: RegExp) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement

describe('Today', () => {
  it('lists what is scheduled, what is new and what is wrong, each line a link', async () => {
    serveToday({
      ...todayWith([]),
      scheduled: [
        { type: 'pov', id: 4, title: 'Cloud costs', change: 'publish', at: '2026-01-09T08:00:00.000Z' },
        {
          type: 'job_opening',
          id: 2,
          title: 'Data engineer',
          change: 'unpublish',
          at: '2026-01-10T17:00:00.000Z',
        },
      ],
      since: '2026-01-05T13:05:00.000Z',
      newSince: {
        enquiries: { count: 2, latest: [{ id: 8, name: 'Lee Ortiz', email: 'lee@example.test' }] },
        applications: { count: 1 },
        subscriptions: { count: 0 },
      },
      problems: [
        { type: 'pov', id: 5, title: 'Zero trust', problem: 'missingAlt', detail: null },
        { type: 'page', id: 3, title: 'Spring offer', problem: 'brokenLink', detail: '/povs/99' },
        {
          type: 'page',
          id: 3,
          title: 'Spring offer',
          problem: 'placeholderCopy',
          detail: 'Write the text here.',
        },
        { type: 'job_opening', id: 2, title: 'Data engineer', problem: 'applyByPast', detail: '2026-01-02' },
      ],
    })
    renderApp('/admin/today')
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument()

    const scheduled = await part(/^Scheduled this week \(2\)$/)
    expect(within(scheduled).getByRole('link', { name: 'Cloud costs' })).toHaveAttribute(
      'href',
      '/admin/povs/4',
    )
    expect(scheduled).toHaveTextContent(`Publishes ${when('2026-01-09T08:00:00.000Z')}`)
    expect(within(scheduled).getByRole('link', { name: 'Data engineer' })).toHaveAttribute(
      'href',
      '/admin/careers/2',
    )
    expect(scheduled).toHaveTextContent(`Unpublishes ${when('2026-01-10T17:00:00.000Z')}`)

    const fresh = await part(/^New since your last visit \(3\)$/)
    expect(fresh).toHaveTextContent(`Since your last visit, ${when('2026-01-05T13:05:00.000Z')}.`)
    expect(within(fresh).getByRole('link', { name: '2 enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    )
    expect(within(fresh).getByRole('link', { name: 'Lee Ortiz (lee@example.test)' })).toHaveAttribute(
      'href',
      '/admin/enquiries?q=lee%40example.test',
    )
    expect(within(fresh).getByRole('link', { name: '1 job application' })).toHaveAttribute(
      'href',
      '/admin/applications',
    )
    expect(within(fresh).queryByRole('link', { name: /newsletter/ })).toBeNull()

    const problems = await part(/^Content with problems \(4\)$/)
    const lines = within(problems).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      'Zero trustNeeds alt text',
      'Spring offerLinks to /povs/99, which shows no page',
      'Spring offerPlaceholder copy left: “Write the text here.”',
      `Data engineerStill published, though applications closed on ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-01-02'))}`,
    ])
    expect(within(lines[1]!).getByRole('link', { name: 'Spring offer' })).toHaveAttribute(
      'href',
      '/admin/pages/3',
    )
  })

  it('lists the first eight problems, and all of them at a press of Show all', async () => {
    const problems = Array.from({ length: 11 }, (_, index) => ({
      type: 'pov',
      id: index + 1,
      title: `Article ${index + 1}`,
      problem: 'missingAlt',
      detail: null,
    }))
    serveToday({ ...todayWith([]), problems })
    renderApp('/admin/today')
    const part11 = await part(/^Content with problems \(11\)$/)
    expect(within(part11).getAllByRole('listitem')).toHaveLength(8)
    within(part11).getByRole('button', { name: 'Show all 11' }).click()
    expect(await within(part11).findByRole('link', { name: 'Article 11' })).toBeInTheDocument()
    expect(within(part11).getAllByRole('listitem')).toHaveLength(11)
    expect(within(part11).queryByRole('button', { name: 'Show all 11' })).toBeNull()
  })

  it('says in one sentence that a part is empty, and where "since" starts on a first visit', async () => {
    serveToday({ ...todayWith([]), since: '2026-01-01T10:00:00.000Z', firstVisit: true }, 'editor')
    renderApp('/admin/today')
    expect(await screen.findByText('Nothing is scheduled this week.')).toBeInTheDocument()
    expect(
      screen.getByText(
        `Since ${when('2026-01-01T10:00:00.000Z')}: the last week, as this is your first visit. Nothing new has come in since then.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('No content has a problem that Today checks for.')).toBeInTheDocument()
    expect(screen.getByText('Nothing is waiting for you.')).toBeInTheDocument()
  })

  it('opens at Waiting for you’s old address', async () => {
    serveToday(todayWith([]))
    const { router } = await renderApp('/admin/review')
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/today')
  })
})
