import type { JobOpening } from '@shared/content/types/job-opening'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ApplicationForm } from '@/site/careers/application-form'
import { jsonResponse, renderPage } from './content-render'

// The application form on an opening's page, on its own: its fields, its quick
// checks of the CV, what it sends (multipart) and how it shows the API's answers.

interface SentForm {
  url: URL
  method: string
  form: FormData | undefined
}

/** Stands in for the network, keeping each request's multipart body. */
function fakeFormNetwork(respond: () => Response | Promise<Response>) {
  const requests: SentForm[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    requests.push({
      url,
      method: init?.method ?? 'GET',
      form: init?.body instanceof FormData ? init.body : undefined,
    })
    return respond()
  }
  return { requests, restore: () => (globalThis.fetch = original) }
}

let network: ReturnType<typeof fakeFormNetwork> | undefined
afterEach(() => network?.restore())

const CONSENT =
  'I agree that my application and CV are kept to assess my application; they are deleted 12 months after the position closes.'
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')

const field = (name: string) => screen.getByRole('textbox', { name })
const cvInput = () => screen.getByLabelText(/^CV\b/) as HTMLInputElement

async function renderForm() {
  renderPage(() => <ApplicationForm opening={{ id: 7 } as JobOpening} />)
  await screen.findByRole('button', { name: 'Send application' })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Amara')
  await user.type(field('Last Name'), 'Okafor')
  await user.type(field('Email Address'), 'amara@example.com')
  await user.type(field('Phone Number'), '+44 20 7946 0958')
  await user.upload(cvInput(), new File([PDF], 'Amara CV.pdf', { type: 'application/pdf' }))
  await user.click(screen.getByRole('checkbox', { name: CONSENT }))
}

describe('the application form', () => {
  it('shows its fields, the CV’s hint and accepted types, the consent with the privacy notice', async () => {
    await renderForm()
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true')
      expect(screen.getByText(label).closest('label')?.textContent).toBe(`${label} *`)
    }
    expect(field('LinkedIn profile address')).not.toHaveAttribute('aria-required')
    expect(field('Anything you would like us to know').tagName).toBe('TEXTAREA')
    expect(cvInput()).toHaveAttribute('type', 'file')
    expect(cvInput()).toHaveAttribute('accept', '.pdf,.docx')
    expect(cvInput()).toHaveAccessibleDescription('PDF or Word (.docx), at most 10 MB')
    const consent = screen.getByRole('checkbox', { name: CONSENT })
    expect(consent).not.toBeChecked()
    expect(consent).toHaveAccessibleDescription('How we handle your data is set out in our privacy notice.')
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy-notice')
    const form = cvInput().closest('form')
    expect(form).toHaveAttribute('action', '/careers/7')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('enctype', 'multipart/form-data')
  })

  it('says what is missing by each field and sends nothing', async () => {
    network = fakeFormNetwork(() => jsonResponse({ ok: true }, 201))
    const user = userEvent.setup()
    await renderForm()
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Please attach your CV')).toBeInTheDocument()
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Phone is required')).toBeInTheDocument()
    expect(screen.getByText('Please agree to us keeping your application')).toBeInTheDocument()
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true')
    expect(cvInput()).toHaveAccessibleDescription('PDF or Word (.docx), at most 10 MB Please attach your CV')
    expect(network.requests).toHaveLength(0)
  })

  it('says at once when the chosen CV is of another type or over 10 MB', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderForm()
    await user.upload(cvInput(), new File(['png'], 'photo.png', { type: 'image/png' }))
    expect(await screen.findByText('Your CV must be a PDF or Word (.docx) file')).toBeInTheDocument()
    await user.upload(cvInput(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf'))
    expect(await screen.findByText('Your CV must be at most 10 MB')).toBeInTheDocument()
    await user.upload(cvInput(), new File([PDF], 'cv.DOCX'))
    await waitFor(() => expect(cvInput()).not.toHaveAttribute('aria-invalid'))
  })

  it('sends the fields and the CV as multipart, then puts the focused confirmation in its place', async () => {
    let answer: (response: Response) => void = () => {}
    network = fakeFormNetwork(() => new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.type(field('Anything you would like us to know'), 'Available from May.')
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    const [request] = network.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/api/careers/7/applications')
    const form = request?.form
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([name]) => name !== 'cv'))).toEqual({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '+44 20 7946 0958',
      linkedin: '',
      note: 'Available from May.',
      consent: 'true',
    })
    const cv = form?.get('cv')
    expect(cv).toBeInstanceOf(File)
    expect((cv as File).name).toBe('Amara CV.pdf')

    act(() => answer(jsonResponse({ ok: true }, 201)))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(
      'Thank you — your application has been received. We will be in touch by e-mail.',
    )
    await waitFor(() => expect(status).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
  })

  it('puts the server’s refusal of the CV by the CV field, with or without a field name', async () => {
    const wrongType = 'Your CV must be a PDF or Word (.docx) file'
    network = fakeFormNetwork(() => jsonResponse({ error: wrongType, fields: { cv: wrongType } }, 415))
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText(wrongType)).toBeInTheDocument()
    expect(cvInput()).toHaveAccessibleDescription(`PDF or Word (.docx), at most 10 MB ${wrongType}`)
    await waitFor(() => expect(cvInput()).toHaveFocus())

    network.restore()
    network = fakeFormNetwork(() => jsonResponse({ error: 'Your CV must be at most 10 MB' }, 413))
    await user.upload(cvInput(), new File([PDF], 'other.pdf'))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Your CV must be at most 10 MB')).toBeInTheDocument()
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('announces a refusal of the whole application: the server’s message, else its own', async () => {
    network = fakeFormNetwork(() =>
      jsonResponse({ error: 'This position is no longer taking applications' }, 409),
    )
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This position is no longer taking applications',
    )
    network.restore()
    network = fakeFormNetwork(() => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your application could not be sent. Please try again.',
      ),
    )
  })
})
