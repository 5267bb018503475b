import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DownloadForm } from '@/site/whitepapers/download-form'
import { DocumentField } from '@/staff/content/editor/document-field'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const LINK = `/downloads/${'a'.repeat(43)}`

/** A text field by its accessible name: the label without its required mark, which screen readers skip. */
const field = (name: string) => screen.getByRole('textbox', { name })

async function renderForm() {
  renderPage(() => <DownloadForm whitepaperId={7} title="Data Quality: A Playbook" />)
  await screen.findByRole('button', { name: 'Get the download link' })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Priya')
  await user.type(field('Last Name'), 'Natarajan')
  await user.type(field('Email Address'), 'priya@example.com')
  await user.type(field('Company Name'), 'Lakeshore Logistics')
  await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted about this whitepaper' }))
}

describe('whitepaper download form', () => {
  it('shows its heading, the fields with their required marks and the consent checkbox', async () => {
    await renderForm()
    expect(screen.getByRole('heading', { name: 'Download the whitepaper' })).toBeInTheDocument()
    expect(
      screen.getByText('Tell us who you are and get “Data Quality: A Playbook” as a PDF right away.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Company Name']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true')
      expect(screen.getByText(label).closest('label')?.textContent).toBe(`${label} *`)
    }
    expect(field('Job Title')).not.toHaveAttribute('aria-required')
    const consent = screen.getByRole('checkbox', { name: 'I agree to be contacted about this whitepaper' })
    expect(consent).not.toBeChecked()
    expect(consent).toHaveAttribute('aria-required', 'true')
  })

  it('shows each field’s message, tied to its field, and sends nothing while the form is invalid', async () => {
    network = fakeNetwork(() => jsonResponse({}))
    const user = userEvent.setup()
    await renderForm()
    await user.type(field('Email Address'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Get the download link' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Company name is required')).toBeInTheDocument()
    expect(screen.getByText('Please agree to be contacted to download the whitepaper')).toBeInTheDocument()
    expect(field('Company Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Company Name')).toHaveAccessibleDescription('Company name is required')
    expect(
      screen.getByRole('checkbox', { name: 'I agree to be contacted about this whitepaper' }),
    ).toHaveAccessibleDescription('Please agree to be contacted to download the whitepaper')
    expect(network.requests).toHaveLength(0)
  })

  it('sends the request, then replaces the form with the focused download link and its lifetime', async () => {
    let answer: (response: Response) => void = () => {}
    network = fakeNetwork(() => new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.type(field('Job Title'), 'Head of Data')
    await user.click(screen.getByRole('button', { name: 'Get the download link' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(network.requests[0]?.url.pathname).toBe('/api/whitepapers/7/downloads')
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      body: {
        firstName: 'Priya',
        lastName: 'Natarajan',
        email: 'priya@example.com',
        company: 'Lakeshore Logistics',
        jobTitle: 'Head of Data',
        consent: true,
      },
    })
    act(() => answer(jsonResponse({ url: LINK, expiresAt: '2026-02-02T10:00:00.000Z' }, 201)))
    const link = await screen.findByRole('link', { name: 'Download the whitepaper' })
    expect(link).toHaveAttribute('href', LINK)
    await waitFor(() => expect(link).toHaveFocus())
    const status = screen.getByText('Your download is ready').parentElement
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveTextContent('The link works for 24 hours.')
    expect(screen.queryByRole('button', { name: 'Get the download link' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull()
  })

  it('puts the server’s field messages by their fields', async () => {
    network = fakeNetwork(() =>
      jsonResponse({ error: 'Invalid request', fields: { email: 'Invalid email address' } }, 400),
    )
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Get the download link' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(field('Email Address')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('announces a whole-form failure: the server’s message, else its own', async () => {
    network = fakeNetwork(() => jsonResponse({ error: 'Too many requests. Please try again later.' }, 429))
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Get the download link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.')
    network.restore()
    network = fakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Get the download link' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your request could not be sent. Please try again.',
      ),
    )
  })
})

function ControlledDocumentField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  const [uploading, setUploading] = useState(false)
  return (
    <>
      <DocumentField value={value} onChange={setValue} onUploadingChange={setUploading} />
      <output data-testid="value">{value}</output>
      <output data-testid="uploading">{String(uploading)}</output>
    </>
  )
}

const pdf = (bytes = 16) => new File([new Uint8Array(bytes)], 'playbook.pdf', { type: 'application/pdf' })
const KEY = 'documents/0b7c6f52-8f0e-4f7e-9d8e-1c2b3a4d5e6f.pdf'

describe('whitepaper document field', () => {
  it('uploads a picked PDF, shows Uploading..., then Document uploaded with a remove button', async () => {
    let answer: (response: Response) => void = () => {}
    network = fakeNetwork(() => new Promise((resolve) => (answer = resolve)))
    renderPage(() => <ControlledDocumentField />)
    const input = await screen.findByLabelText('Document (PDF, at most 20 MB)')
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf')
    expect(screen.getByText('No document uploaded')).toHaveAttribute('role', 'status')
    fireEvent.change(input, { target: { files: [pdf()] } })
    expect(await screen.findByText('Uploading...')).toBeInTheDocument()
    expect(screen.getByTestId('uploading')).toHaveTextContent('true')
    expect(network.requests[0]?.url.pathname).toBe('/api/upload/document')
    act(() => answer(jsonResponse({ key: KEY }, 201)))
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument()
    expect(screen.getByTestId('value')).toHaveTextContent(KEY)
    expect(screen.getByTestId('uploading')).toHaveTextContent('false')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove document' }))
    expect(screen.getByTestId('value')).toBeEmptyDOMElement()
    expect(screen.getByText('No document uploaded')).toBeInTheDocument()
  })

  it('toasts the server’s refusal, and refuses a file over 20 MB without sending it', async () => {
    network = fakeNetwork(() => jsonResponse({ error: 'Only PDF documents are accepted' }, 415))
    renderPage(() => <ControlledDocumentField initial={KEY} />)
    const input = await screen.findByLabelText('Document (PDF, at most 20 MB)')
    fireEvent.change(input, { target: { files: [pdf()] } })
    expect(await screen.findByText('Only PDF documents are accepted')).toBeInTheDocument()
    expect(screen.getByTestId('value')).toHaveTextContent(KEY)
    const big = pdf()
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await screen.findByText('The document is larger than 20 MB')).toBeInTheDocument()
    expect(network.requests).toHaveLength(1)
  })
})
