import type { CrmLead, CrmLeadsResponse } from '@shared/types'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadsDashboard } from '@/staff/crm/leads-dashboard'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

const lead = (overrides: Partial<CrmLead>): CrmLead => ({
  id: '4150868000000002175',
  First_Name: 'Avery',
  Last_Name: 'Chen',
  Lead_Status: 'Qualified',
  Lead_Source: 'Website Contact Form',
  Created_Time: '2026-03-05T10:30:00+00:00',
  Email: 'avery.chen@example.com',
  Phone: '+1 847-555-0110',
  Company: 'Northwind Analytics',
  Description: 'Line one\nLine two\nLine three\nLine four',
  ...overrides,
})

const leads: CrmLead[] = [
  lead({}),
  lead({
    id: '4150868000000003175',
    First_Name: 'Jordan',
    Last_Name: 'Patel',
    Lead_Status: 'Contacted',
    Lead_Source: 'Website',
  }),
  lead({
    id: '4150868000000004175',
    First_Name: 'Riley',
    Last_Name: 'Novak',
    Lead_Status: 'Qualified',
    Lead_Source: 'Employee Referral',
  }),
  lead({
    id: '4150868000000005175',
    First_Name: null,
    Last_Name: 'Ito',
    Lead_Status: null,
    Lead_Source: null,
    Email: null,
    Phone: null,
    Company: null,
    Description: null,
    Created_Time: null,
  }),
]
const leadsBody = (data: CrmLead[]): CrmLeadsResponse => ({
  data,
  info: { count: data.length, moreRecords: false },
})

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

function serve(leadsResponse: () => Response, outbox: unknown[] = []) {
  network = fakeNetwork((request) =>
    request.url.pathname === '/api/zoho/outbox' ? jsonResponse({ data: outbox }) : leadsResponse(),
  )
  return network
}

describe('LeadsDashboard', () => {
  it('shows skeletons while loading, then totals and the recent leads', async () => {
    serve(() => jsonResponse(leadsBody(leads)))
    renderPage(() => <LeadsDashboard />)
    expect(await screen.findByTestId('leads-loading')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads')
    const list = await screen.findByTestId('leads-scroll')
    expect(list).toHaveClass('h-96', 'overflow-y-auto')
    expect(screen.queryByTestId('leads-loading')).not.toBeInTheDocument()

    const total = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(total('Total Leads')).toBe('4')
    expect(total('From Website')).toBe('2')
    expect(
      within(screen.getByText('Total Leads').closest('dl') as HTMLElement).getAllByText('2'),
    ).toHaveLength(2)

    const items = within(list).getAllByTestId('lead')
    expect(items).toHaveLength(4)
    const first = within(items[0] as HTMLElement)
    expect(first.getByRole('heading', { name: 'Avery Chen' })).toBeInTheDocument()
    expect(first.getByText('avery.chen@example.com')).toHaveAttribute('href', 'mailto:avery.chen@example.com')
    expect(first.getByText('+1 847-555-0110')).toBeInTheDocument()
    expect(first.getByText('Northwind Analytics')).toBeInTheDocument()
    expect(first.getByTestId('lead-status')).toHaveTextContent('Qualified')
    expect(first.getByTestId('lead-source')).toHaveTextContent('Website Contact Form')
    expect(first.getByText('Mar 05, 2026')).toBeInTheDocument()
    const message = first.getByTestId('lead-message')
    expect(message.style.webkitLineClamp).toBe('3')
    expect(message).toHaveTextContent('Line one Line two Line three Line four')

    const bare = within(items[3] as HTMLElement)
    expect(bare.getByRole('heading', { name: 'Ito' })).toBeInTheDocument()
    expect(bare.getByTestId('lead-status')).toHaveTextContent('No status')
    expect(bare.queryByRole('time')).not.toBeInTheDocument()
  })

  it("shows 'No Leads Yet' with its explanation for an empty list", async () => {
    serve(() => jsonResponse(leadsBody([])))
    renderPage(() => <LeadsDashboard />)
    expect(await screen.findByRole('heading', { name: 'No Leads Yet' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Leads will appear here once visitors submit the contact form with CRM tracking enabled.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('leads-scroll')).not.toBeInTheDocument()
  })

  it('retries the list once, then shows the error card; Try Again loads it', async () => {
    // What the API answers for missing Zoho settings: what to do, not which secret is missing.
    const NOT_SET_UP =
      'The CRM connection is not set up: an administrator adds or corrects the Zoho settings (docs/configuration.md); waiting leads go out once that is done'
    let fail = true
    const net = serve(() =>
      fail ? jsonResponse({ error: NOT_SET_UP }, 503) : jsonResponse(leadsBody(leads.slice(0, 1))),
    )
    renderPage(() => <LeadsDashboard />)
    const alert = await screen.findByRole('alert')
    const leadCalls = () =>
      net.requests.filter((request) => request.url.pathname === '/api/zoho/leads').length
    expect(leadCalls()).toBe(2)
    expect(within(alert).getByText('Unable to load CRM leads')).toBeInTheDocument()
    for (const cause of [
      'Zoho CRM credentials not configured',
      'Expired access token',
      'Network connectivity problems',
      'API rate limits exceeded',
    ])
      expect(within(alert).getByText(cause)).toBeInTheDocument()
    expect(within(alert).getByTestId('leads-error-reason')).toHaveTextContent(NOT_SET_UP)
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { name: 'Avery Chen' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('Refresh fetches the leads again', async () => {
    let data = leads.slice(0, 1)
    serve(() => jsonResponse(leadsBody(data)))
    renderPage(() => <LeadsDashboard />)
    await screen.findByRole('heading', { name: 'Avery Chen' })
    data = leads.slice(0, 2)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('heading', { name: 'Jordan Patel' })).toBeInTheDocument()
  })

  it('lists leads that are still in the outbox, failed ones marked', async () => {
    serve(
      () => jsonResponse(leadsBody([])),
      [
        {
          id: 1,
          email: 'stuck@example.com',
          status: 'failed',
          attempts: 8,
          problem: 'unreachable',
          contactSubmissionId: null,
          createdAt: '2026-03-05T10:30:00.000Z',
        },
      ],
    )
    renderPage(() => <LeadsDashboard />)
    const row = await screen.findByTestId('outbox-row')
    expect(row).toHaveTextContent('stuck@example.com')
    expect(row).toHaveTextContent('failed')
    expect(row).toHaveTextContent('8 × Zoho could not be reached: it will be tried again automatically')
    expect(screen.getByRole('heading', { name: 'Leads waiting for the CRM' })).toBeInTheDocument()
  })
})
