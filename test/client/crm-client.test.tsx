import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PREFERENCES, saveConsent } from '@/lib/consent'
import { contactLead, createLead, trackPageVisit } from '@/site/tracking/crm-client'
import { fakeNetwork, jsonResponse } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => {
  network?.restore()
  vi.restoreAllMocks()
})

const form = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  company: 'Harbor',
  phone: '',
  message: 'We would like a review of our data platform.',
  service: '',
}

describe('createLead', () => {
  it("without marketing consent sends nothing and answers reason 'cookies_not_accepted'", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    network = fakeNetwork(() => jsonResponse({ success: true }, 202))
    saveConsent({ ...DEFAULT_PREFERENCES, analytics: true })
    expect(await createLead(contactLead(form))).toEqual({ success: false, reason: 'cookies_not_accepted' })
    expect(network.requests).toHaveLength(0)
  })

  it('with marketing consent posts the contact lead with session id and sources', async () => {
    network = fakeNetwork(() => jsonResponse({ success: true }, 202))
    saveConsent({ ...DEFAULT_PREFERENCES, marketing: true })
    expect(await createLead(contactLead(form))).toEqual({ success: true, data: { success: true } })
    const [request] = network.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/api/zoho/create-lead')
    expect(request?.body).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      source: 'Website Contact Form',
      leadSource: 'General Inquiry',
      sessionId: expect.stringMatching(/\S+/),
    })
  })

  it('uses the chosen service as leadSource and reports a failure without throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    network = fakeNetwork(() => jsonResponse({ error: 'Too many requests. Please try again later.' }, 429))
    saveConsent({ ...DEFAULT_PREFERENCES, marketing: true })
    expect(await createLead(contactLead({ ...form, service: 'qa-automation' }))).toEqual({
      success: false,
      error: '429',
    })
    expect(network.requests[0]?.body).toMatchObject({ leadSource: 'qa-automation' })
  })
})

describe('trackPageVisit', () => {
  it('posts only with analytics consent', async () => {
    network = fakeNetwork(() => new Response(null, { status: 204 }))
    saveConsent({ ...DEFAULT_PREFERENCES, marketing: true })
    await trackPageVisit('/about')
    expect(network.requests).toHaveLength(0)
    saveConsent({ ...DEFAULT_PREFERENCES, analytics: true })
    await trackPageVisit('/about')
    expect(network.requests[0]?.url.pathname).toBe('/api/zoho/track-visitor')
    expect(network.requests[0]?.body).toMatchObject({ page: '/about', timestamp: expect.any(String) })
  })
})
