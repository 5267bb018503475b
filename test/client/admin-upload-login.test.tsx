import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImageUpload } from '@/staff/shared/media/image-upload'
import { LoginForm } from '@/staff/shell/login-form'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
const original = globalThis.fetch
afterEach(() => {
  network?.restore()
  globalThis.fetch = original
  vi.useRealTimers()
})

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'team.png', { type: 'image/png' })

function renderUpload() {
  const uploaded = vi.fn()
  const uploading = vi.fn()
  renderPage(() => <ImageUpload onUploaded={uploaded} onUploadingChange={uploading} />)
  return { uploaded, uploading }
}

describe('image upload', () => {
  it('shows Uploading..., then the success dialog with preview, file name and OK', async () => {
    let answer: (response: Response) => void = () => {}
    network = fakeNetwork(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { uploaded, uploading } = renderUpload()
    const input = await screen.findByLabelText('Upload image')
    expect(input).toHaveAttribute('accept', 'image/*')
    fireEvent.change(input, { target: { files: [png()] } })
    expect(await screen.findByText('Uploading...')).toBeInTheDocument()
    expect(uploading).toHaveBeenLastCalledWith(true)
    expect(network.requests[0]).toMatchObject({ method: 'POST' })
    expect(network.requests[0]?.url.pathname).toBe('/api/upload')
    act(() => answer(jsonResponse({ url: 'http://localhost/images/abc.png' }, 201)))
    const dialog = await screen.findByRole('dialog', { name: 'Image Uploaded Successfully' })
    expect(dialog).toHaveTextContent('team.png')
    expect(screen.getByRole('img', { name: 'Preview of team.png' })).toHaveAttribute(
      'src',
      'http://localhost/images/abc.png',
    )
    expect(uploaded).toHaveBeenCalledWith('http://localhost/images/abc.png')
    expect(uploading).toHaveBeenLastCalledWith(false)
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("toasts the server's error, else the spec's default", async () => {
    network = fakeNetwork(() =>
      jsonResponse({ error: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted' }, 415),
    )
    renderUpload()
    fireEvent.change(await screen.findByLabelText('Upload image'), { target: { files: [png()] } })
    expect(
      await screen.findByText('Only JPEG, PNG, WebP, GIF and AVIF images are accepted'),
    ).toBeInTheDocument()
    network.restore()
    network = fakeNetwork(() => new Response('', { status: 500 }))
    fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [png()] } })
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
  })

  it("gives up after 10000 ms with 'Image upload timed out'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let signal: AbortSignal | undefined
    globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      })
    renderUpload()
    fireEvent.change(await screen.findByLabelText('Upload image'), { target: { files: [png()] } })
    await screen.findByText('Uploading...')
    act(() => {
      vi.advanceTimersByTime(10_000 - 100)
    })
    expect(signal?.aborted).toBe(false)
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(await screen.findByText('Image upload timed out')).toBeInTheDocument()
    expect(signal?.aborted).toBe(true)
  })
})

describe('login form', () => {
  async function submit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email', { exact: false }), 'dana@example.test')
    await user.type(screen.getByLabelText('Password', { exact: false }), 'a password here')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
  }

  it("shows 'Logging in...' while busy and the server's message in red above the button", async () => {
    let answer: (response: Response) => void = () => {}
    network = fakeNetwork(() => new Promise<Response>((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    const signedIn = vi.fn()
    renderPage(() => <LoginForm onSignedIn={signedIn} />)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    await submit(user)
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'dana@example.test', password: 'a password here' },
    })
    act(() => answer(jsonResponse({ error: 'Invalid email or password' }, 401)))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invalid email or password')
    expect(alert).toHaveClass('text-destructive')
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Log In' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(signedIn).not.toHaveBeenCalled()
  })

  it("shows 'Login failed' on a network error, and signs in on success", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    const signedIn = vi.fn()
    renderPage(() => <LoginForm onSignedIn={signedIn} />)
    await screen.findByRole('heading', { name: 'Admin Login' })
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
    network = fakeNetwork(() => jsonResponse({ id: 1, email: 'dana@example.test', role: 'admin' }))
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1))
  })

  it('requires both fields before sending', async () => {
    network = fakeNetwork(() => jsonResponse({}))
    const user = userEvent.setup()
    renderPage(() => <LoginForm onSignedIn={() => {}} />)
    await user.click(await screen.findByRole('button', { name: 'Log In' }))
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(network.requests).toEqual([])
    // Sent by the browser itself (before the app runs), the password goes in a body, never the address.
    expect(screen.getByRole('button', { name: 'Log In' }).closest('form')).toHaveAttribute('method', 'post')
  })
  it.each([
    [401, 'Too many wrong codes. Enter your e-mail and password again.'],
    [429, 'Too many wrong authentication codes have been entered for this account. Try again in an hour.'],
  ])(
    'goes back to the password with the server’s reason when the code step ends (%i)',
    async (status, reason) => {
      network = fakeNetwork((request) =>
        request.url.pathname === '/api/login/two-factor'
          ? jsonResponse({ error: reason }, status)
          : jsonResponse({ twoFactorRequired: true }),
      )
      const user = userEvent.setup()
      renderPage(() => <LoginForm onSignedIn={() => {}} />)
      await screen.findByRole('heading', { name: 'Admin Login' })
      await submit(user)
      await user.type(await screen.findByLabelText('Authentication code', { exact: false }), '123456')
      await user.click(screen.getByRole('button', { name: 'Verify' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(reason)
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()
      expect(screen.getByLabelText('Password', { exact: false })).toHaveValue('')
    },
  )
})
