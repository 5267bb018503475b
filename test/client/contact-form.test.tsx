import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptAll, rejectAll } from '@/lib/consent'
import { ContactPage } from '@/site/contact/contact-page'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const field = (label: string) => screen.getByLabelText(label)

/** The router renders on its own tick: wait for the form. */
async function renderContact() {
  renderPage(() => <ContactPage fromPage={null} />)
  await screen.findByRole('button', { name: 'Send Message' })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name *'), 'Ada')
  await user.type(field('Last Name *'), 'Lovelace')
  await user.type(field('Email Address *'), 'ada@example.com')
  await user.type(field('Company Name'), 'Engines Ltd')
  await user.type(field('Message *'), 'Please help with our analytics.')
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
    expect(field('Message *')).toHaveAttribute('rows', '5')
    expect(screen.getByRole('combobox', { name: 'Service of Interest' })).toHaveDisplayValue(
      'Select a service',
    )
    expect(
      screen.getByLabelText('Subscribe to our newsletter for industry insights and updates'),
    ).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('says what * means before the fields and announces the marked fields as required, without the star', async () => {
    await renderContact()
    const note = screen.getByText('Fields marked * are required.')
    expect(
      note.compareDocumentPosition(field('First Name *')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    for (const [label, name] of [
      ['First Name *', 'First Name'],
      ['Last Name *', 'Last Name'],
      ['Email Address *', 'Email Address'],
      ['Message *', 'Message'],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-required', 'true')
      expect(field(label)).toHaveAccessibleName(name)
    }
    for (const label of ['Phone Number', 'Company Name']) {
      expect(field(label)).not.toHaveAttribute('aria-required')
    }
    expect(screen.getByRole('combobox', { name: 'Service of Interest' })).not.toHaveAttribute('aria-required')
  })

  it('shows the section 5 messages and sends nothing while the form is invalid', async () => {
    network = fakeNetwork(() => jsonResponse({}))
    const user = userEvent.setup()
    await renderContact()
    await user.type(field('Email Address *'), 'nope')
    await user.type(field('Message *'), 'short')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument()
    expect(field('First Name *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('First Name *')).toHaveAccessibleDescription('First name is required')
    expect(network.requests).toHaveLength(0)
  })

  it('refuses a pasted control character in a field, with the plain message, and sends nothing', async () => {
    network = fakeNetwork(() => jsonResponse({}))
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(field('Company Name'))
    await user.paste('\u001b[31m')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Must not contain control characters')).toBeInTheDocument()
    expect(field('Company Name')).toHaveAccessibleDescription('Must not contain control characters')
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
    await user.click(screen.getByLabelText('Subscribe to our newsletter for industry insights and updates'))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
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
    answer(
      jsonResponse({ message: "Thank you for reaching out. We'll get back to you within one business day." }),
    )
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for reaching out. We'll get back to you within one business day."),
    ).toBeInTheDocument()
    await waitFor(() => expect(field('First Name *')).toHaveValue(''))
    expect(field('Message *')).toHaveValue('')
    await waitFor(() =>
      expect(network?.requests.map((r) => r.url.pathname)).toContain('/api/zoho/create-lead'),
    )
    const lead = network.requests.find((r) => r.url.pathname === '/api/zoho/create-lead')
    expect(lead?.body).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      source: 'Website Contact Form',
      leadSource: 'General Inquiry',
    })
  })

  it('sends no lead without marketing consent', async () => {
    rejectAll()
    network = fakeNetwork(() =>
      jsonResponse({ message: "Thank you for reaching out. We'll get back to you within one business day." }),
    )
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('Message Sent Successfully!')
    expect(network.requests.map((r) => r.url.pathname)).toEqual(['/api/contact'])
  })

  it('keeps what was typed and shows the failure toast when the server refuses', async () => {
    network = fakeNetwork(() => jsonResponse({ error: 'Too many requests. Please try again later.' }, 429))
    const user = userEvent.setup()
    await renderContact()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(field('First Name *')).toHaveValue('Ada')
    expect(field('Message *')).toHaveValue('Please help with our analytics.')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})
