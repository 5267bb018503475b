import { apiMessages, contactMessages, contactText, TOAST_TITLE_ERROR } from '@shared/messages'
import { LEAD_SOURCE_GENERAL_INQUIRY, LEAD_SOURCE_WEBSITE_CONTACT_FORM } from '@shared/schemas/crm'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactPage } from '@/features/contact/components/contact-page'
import { acceptAll, rejectAll } from '@/lib/consent'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const field = (label: string) => screen.getByLabelText(label)

/** The router renders on its own tick: wait for the form. */
async function renderContact() {
  renderPage(() => <ContactPage />)
  await screen.findByRole('button', { name: contactText.send })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(contactText.firstName), 'Ada')
  await user.type(field(contactText.lastName), 'Lovelace')
  await user.type(field(contactText.email), 'ada@example.com')
  await user.type(field(contactText.company), 'Engines Ltd')
  await user.type(field(contactText.message), 'Please help with our analytics.')
}

describe('Contact form', () => {
  it('shows the spec labels, placeholder texts and a 5-row message box', async () => {
    await renderContact()
    expect(screen.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument()
    for (const label of [
      'First Name *',
      'Last Name *',
      'Email Address *',
      'Phone Number',
      'Company Name',
      'Message *',
    ]) {
      expect(field(label)).toBeInTheDocument()
    }
    expect(field(contactText.message)).toHaveAttribute('rows', '5')
    expect(screen.getByRole('combobox', { name: 'Service of Interest' })).toHaveDisplayValue(
      'Select a service',
    )
    expect(
      screen.getByLabelText('Subscribe to our newsletter for industry insights and updates'),
    ).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('shows the section 5 messages and sends nothing while the form is invalid', async () => {
    network = fakeNetwork(() => jsonResponse({}))
    const user = userEvent.setup()
    await renderContact()
    await user.type(field(contactText.email), 'nope')
    await user.type(field(contactText.message), 'short')
    await user.click(screen.getByRole('button', { name: contactText.send }))
    expect(await screen.findByText(contactMessages.firstNameRequired)).toBeInTheDocument()
    expect(screen.getByText(contactMessages.lastNameRequired)).toBeInTheDocument()
    expect(screen.getByText(contactMessages.invalidEmail)).toBeInTheDocument()
    expect(screen.getByText(contactMessages.messageTooShort)).toBeInTheDocument()
    expect(field(contactText.firstName)).toHaveAttribute('aria-invalid', 'true')
    expect(field(contactText.firstName)).toHaveAccessibleDescription(contactMessages.firstNameRequired)
    expect(network.requests).toHaveLength(0)
  })

  it('sends, shows Sending..., toasts the server message, resets, then creates the lead when consented', async () => {
    acceptAll()
    let answer: (response: Response) => void = () => {}
    network = fakeNetwork((request) =>
      request.url.pathname === '/api/contact'
        ? new Promise((resolve) => (answer = resolve))
        : jsonResponse({ success: true }),
    )
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(screen.getByLabelText(contactText.newsletter))
    await user.click(screen.getByRole('button', { name: contactText.send }))
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        company: 'Engines Ltd',
        service: '',
        message: 'Please help with our analytics.',
        newsletter: true,
      },
    })
    answer(jsonResponse({ message: apiMessages.contactReceived }))
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument()
    expect(screen.getByText(apiMessages.contactReceived)).toBeInTheDocument()
    expect(contactMessages.sent).toBe('Message Sent Successfully!')
    await waitFor(() => expect(field(contactText.firstName)).toHaveValue(''))
    expect(field(contactText.message)).toHaveValue('')
    await waitFor(() =>
      expect(network?.requests.map((r) => r.url.pathname)).toContain('/api/zoho/create-lead'),
    )
    const lead = network.requests.find((r) => r.url.pathname === '/api/zoho/create-lead')
    expect(lead?.body).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      source: LEAD_SOURCE_WEBSITE_CONTACT_FORM,
      leadSource: LEAD_SOURCE_GENERAL_INQUIRY,
    })
  })

  it('sends no lead without marketing consent', async () => {
    rejectAll()
    network = fakeNetwork(() => jsonResponse({ message: apiMessages.contactReceived }))
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: contactText.send }))
    await screen.findByText(contactMessages.sent)
    expect(network.requests.map((r) => r.url.pathname)).toEqual(['/api/contact'])
  })

  it('keeps what was typed and shows the failure toast when the server refuses', async () => {
    network = fakeNetwork(() => jsonResponse({ error: apiMessages.rateLimited }, 429))
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: contactText.send }))
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument()
    expect(screen.getByText(TOAST_TITLE_ERROR)).toBeInTheDocument()
    expect(contactMessages.failed).toBe('Failed to send message. Please try again.')
    expect(field(contactText.firstName)).toHaveValue('Ada')
    expect(field(contactText.message)).toHaveValue('Please help with our analytics.')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})
