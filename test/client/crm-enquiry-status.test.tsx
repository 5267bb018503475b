import type { Enquiry, LeadDeliveryStatus } from '@shared/types'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EnquiryList } from '@/features/admin/components/enquiry-list'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const enquiry = (
  id: number,
  lead: LeadDeliveryStatus | null,
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
  createdAt: '2026-03-05T10:30:00.000Z',
  lead,
})

describe('Enquiries tab: the lead status of each submission', () => {
  it('shows not forwarded, sent, waiting and failed with the last error', async () => {
    network = fakeNetwork(() =>
      jsonResponse([
        enquiry(1, null),
        enquiry(2, { status: 'sent', attempts: 1, lastError: null }),
        enquiry(3, {
          status: 'pending',
          attempts: 1,
          lastError: 'ZohoUnavailableError: Zoho CRM answered 503',
        }),
        enquiry(4, {
          status: 'failed',
          attempts: 8,
          lastError: 'ZohoRejectedError: Zoho refused the lead: INVALID_DATA (Email)',
        }),
      ]),
    )
    renderPage(() => <EnquiryList />)
    const statuses = await screen.findAllByTestId('enquiry-lead')
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Not forwarded',
      'Sent to Zoho CRM',
      'Waiting to be sent (1 attempt so far): ZohoUnavailableError: Zoho CRM answered 503',
      'Failed after 8 attempts: ZohoRejectedError: Zoho refused the lead: INVALID_DATA (Email)',
    ])
    expect(screen.getAllByText('CRM lead')).toHaveLength(4)
  })
})
