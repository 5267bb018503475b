import type { DownloadRequest, Enquiry, LeadDeliveryStatus } from '@shared/types'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EnquiryList } from '@/staff/enquiries/enquiry-list'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const enquiry = (
  id: number,
  lead: LeadDeliveryStatus | null,
  attribution: Enquiry['attribution'] = null,
): Enquiry & { lead: LeadDeliveryStatus | null } => ({
  id,
  firstName: 'Lee',
  lastName: `Ortiz ${id}`,
  email: `lee${id}@example.com`,
  phone: null,
  company: null,
  service: null,
  message: 'A long enough message',
  newsletter: false,
  attribution,
  fromPage: null,
  createdAt: '2026-03-05T10:30:00.000Z',
  lead,
})

describe('Enquiries tab: the lead status of each submission', () => {
  it('shows not forwarded, sent, waiting and failed with what to do about the last error', async () => {
    network = fakeNetwork(({ url }) =>
      jsonResponse(
        url.pathname !== '/api/enquiries'
          ? []
          : [
              enquiry(1, null),
              enquiry(2, { status: 'sent', attempts: 1, problem: null }),
              enquiry(3, {
                status: 'pending',
                attempts: 1,
                problem: 'unreachable',
              }),
              enquiry(4, {
                status: 'failed',
                attempts: 8,
                problem: 'refused',
              }),
              enquiry(5, { status: 'pending', attempts: 3, problem: 'not-set-up' }),
              enquiry(6, { status: 'pending', attempts: 2, problem: 'sign-in-refused' }),
            ],
      ),
    )
    renderPage(() => <EnquiryList />)
    const statuses = await screen.findAllByTestId('enquiry-lead')
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Not forwarded',
      'Sent to Zoho CRM',
      'Waiting to be sent (1 attempt so far): Zoho could not be reached: it will be tried again automatically',
      'Failed after 8 attempts: Zoho refused these details: add this person in Zoho by hand',
      'Waiting to be sent (3 attempts so far): The CRM connection is not set up: an administrator adds or corrects the Zoho settings (docs/configuration.md); waiting leads go out once that is done',
      'Waiting to be sent (2 attempts so far): Zoho refused the sign-in: an administrator renews the Zoho connection (a new refresh token)',
    ])
    expect(screen.getAllByText('CRM lead')).toHaveLength(6)
  })

  it('lists whitepaper download requests in a Downloads section, with what became of each lead', async () => {
    const request = (id: number, lead: LeadDeliveryStatus | null): DownloadRequest => ({
      id,
      whitepaperId: id === 1 ? null : 7,
      whitepaperTitle: `Playbook ${id}`,
      firstName: 'Priya',
      lastName: `Natarajan ${id}`,
      email: `priya${id}@example.com`,
      company: 'Lakeshore Logistics',
      jobTitle: id === 1 ? null : 'Head of Data',
      attribution: null,
      createdAt: '2026-03-05T10:30:00.000Z',
      lead,
    })
    network = fakeNetwork(({ url }) =>
      jsonResponse(
        url.pathname === '/api/enquiries/downloads'
          ? [
              request(2, { status: 'pending', attempts: 2, problem: null }),
              request(1, { status: 'sent', attempts: 1, problem: null }),
            ]
          : [],
      ),
    )
    renderPage(() => <EnquiryList />)
    expect(await screen.findByRole('heading', { name: 'Downloads (2)' })).toBeInTheDocument()
    expect(screen.getByText('No enquiries yet.')).toBeInTheDocument()
    const items = screen.getAllByTestId('download-request')
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Priya Natarajan 2',
      'Priya Natarajan 1',
    ])
    expect(items[0]).toHaveTextContent('WhitepaperPlaybook 2')
    expect(items[0]).toHaveTextContent('Emailpriya2@example.com')
    expect(items[0]).toHaveTextContent('CompanyLakeshore Logistics')
    expect(items[0]).toHaveTextContent('Job titleHead of Data')
    expect(items[1]).not.toHaveTextContent('Job title')
    expect(screen.getAllByTestId('download-lead').map((status) => status.textContent)).toEqual([
      'Waiting to be sent (2 attempts so far)',
      'Sent to Zoho CRM',
    ])
  })

  it('says where a visit came from when the visitor allowed analytics, and nothing otherwise', async () => {
    network = fakeNetwork(({ url }) =>
      jsonResponse(
        url.pathname !== '/api/enquiries'
          ? []
          : [
              enquiry(2, null, {
                first: { source: 'linkedin', campaign: 'q1' },
                latest: { source: 'newsletter', medium: 'email' },
                referrerHost: 'www.linkedin.com',
                landingPage: '/insights?utm_source=linkedin&utm_campaign=q1',
              }),
              enquiry(1, null),
            ],
      ),
    )
    renderPage(() => <EnquiryList />)
    const cameFrom = await screen.findAllByTestId('enquiry-came-from')
    expect(cameFrom.map((fact) => fact.textContent)).toEqual([
      'First campaign: utm_source=linkedin, utm_campaign=q1\n' +
        'Latest campaign: utm_source=newsletter, utm_medium=email\n' +
        'Referred by: www.linkedin.com\n' +
        'Landing page: /insights?utm_source=linkedin&utm_campaign=q1',
    ])
    expect(screen.getAllByText('Came from')).toHaveLength(1)
  })

  it('names the service of interest as the contact form showed it, and a code it does not offer as stored', async () => {
    network = fakeNetwork(({ url }) =>
      jsonResponse(
        url.pathname !== '/api/enquiries'
          ? []
          : [
              { ...enquiry(3, null), service: 'ai-automation' },
              { ...enquiry(2, null), service: 'robotics' },
              enquiry(1, null),
            ],
      ),
    )
    renderPage(() => <EnquiryList />)
    const [named, old, none] = await screen.findAllByTestId('enquiry')
    expect(named).toHaveTextContent('ServiceAI & Automation')
    expect(named).not.toHaveTextContent('ai-automation')
    expect(old).toHaveTextContent('Servicerobotics')
    expect(none).not.toHaveTextContent('Service')
  })

  it('links the page an enquiry was sent from only when it is a page of this site', async () => {
    const from = (id: number, path: string) => ({
      ...enquiry(id, null),
      fromPage: { path, title: null },
    })
    network = fakeNetwork(({ url }) =>
      jsonResponse(
        url.pathname !== '/api/enquiries'
          ? []
          : [
              from(4, '/povs/12'),
              from(3, '//evil.example/phish'),
              from(2, '/\\evil.example'),
              from(1, 'https://evil.example'),
            ],
      ),
    )
    renderPage(() => <EnquiryList />)
    const sentFrom = await screen.findAllByTestId('enquiry-from-page')
    expect(sentFrom.map((fact) => fact.textContent)).toEqual([
      '/povs/12',
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example',
    ])
    expect(sentFrom.map((fact) => fact.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      '/povs/12',
      null,
      null,
      null,
    ])
  })

  it('says when there are no download requests', async () => {
    network = fakeNetwork(() => jsonResponse([]))
    renderPage(() => <EnquiryList />)
    expect(await screen.findByText('No download requests yet.')).toBeInTheDocument()
  })
})
