import type { CaseStudy } from '@shared/content/types/case-study'
import type { Pov } from '@shared/content/types/pov'
import type { Hashtag } from '@shared/types'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentForm } from '@/staff/content/editor/content-form'
import { declaration as caseStudyAdmin } from '@/staff/content/types/case-study'
import { declaration as jobOpeningAdmin } from '@/staff/content/types/job-opening'
import { declaration as povAdmin } from '@/staff/content/types/pov'
import { HashtagForm } from '@/staff/hashtags/hashtag-form'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'

let network: ReturnType<typeof fakeNetwork> | undefined
// The form is unmounted (and sends what it keeps as it closes) before the network is restored.
afterEach(() => {
  cleanup()
  network?.restore()
})

const hashtags: Hashtag[] = [
  { id: 1, name: 'AI', type: 'service', description: null, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 2, name: 'Retail', type: 'industry', description: null, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 3, name: 'Cloud', type: 'topic', description: null, createdAt: '2025-01-01T00:00:00.000Z' },
]

/** Today's local date as a date input holds it (Canada's English writes dates as YYYY-MM-DD). */
const today = () => new Date().toLocaleDateString('en-CA')

const UNSAVED_CHANGES = /^\/api\/unsaved-changes\//

/** The unsaved-changes API as the server answers it, with nothing kept unless `kept` says. */
function keptChanges(request: RecordedRequest, kept?: { values: unknown; savedAt: string }) {
  if (request.method === 'GET') return kept ? jsonResponse(kept) : jsonResponse({ error: 'Not found' }, 404)
  if (request.method === 'PUT') return jsonResponse({ savedAt: new Date().toISOString() })
  return new Response(null, { status: 204 })
}

/** The hashtag list for the picker, no kept changes to offer; `write` answers everything else. */
function serve(
  write: (request: RecordedRequest) => Response | Promise<Response> = (request) =>
    jsonResponse(request.body, 201),
) {
  network = fakeNetwork((request) => {
    if (request.method === 'GET' && request.url.pathname === '/api/hashtags') return jsonResponse(hashtags)
    if (UNSAVED_CHANGES.test(request.url.pathname)) return keptChanges(request)
    return write(request)
  })
  return network
}

/** The form's saves, without the keeping of unsaved changes as it types. */
const writes = () =>
  network?.requests.filter(
    (request) => request.method !== 'GET' && !UNSAVED_CHANGES.test(request.url.pathname),
  ) ?? []
// Form controls only: a Markdown field's label also names its visual editor, and these tests type
// its Markdown into the textarea (the visual editor has tests of its own).
const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' })

async function renderForm(ui: () => React.ReactNode, submit: string) {
  renderPage(ui)
  await screen.findByRole('button', { name: submit })
}

describe('POV form', () => {
  it('shows the spec messages and defaults: required fields, 8-row content, today, valid URL or empty', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    expect(field('Content')).toHaveAttribute('rows', '8')
    expect(field('Published date')).toHaveValue(today())
    expect(field('Published date')).toHaveAttribute('min', '1900-01-01')
    expect(field('Published date')).toHaveAttribute('max', '2999-12-31')
    await user.type(field('Featured image URL'), 'not a url')
    await user.click(screen.getByRole('button', { name: 'Create POV' }))
    for (const name of ['Title', 'Description', 'Content', 'Excerpt', 'Author']) {
      expect(await screen.findByText(`${name} is required`)).toBeInTheDocument()
    }
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument()
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(writes()).toEqual([])
  })

  it('creates with hashtag ids from the picker, then toasts success and closes', async () => {
    serve()
    const user = userEvent.setup()
    let done = false
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => (done = true)} />, 'Create POV')
    await user.type(field('Title'), 'Data mesh')
    await user.type(field('Description'), 'Why')
    await user.type(field('Content'), 'Long text')
    await user.type(field('Excerpt'), 'Short')
    await user.type(field('Author'), 'Dana')
    await user.click(await screen.findByLabelText('#Cloud'))
    await user.click(screen.getByLabelText('#AI'))
    await user.click(screen.getByRole('switch', { name: 'Published' }))
    await user.click(screen.getByRole('button', { name: 'Create POV' }))
    expect(await screen.findByText('POV created successfully')).toBeInTheDocument()
    expect(screen.getByText('Success')).toBeInTheDocument()
    expect(writes()[0]?.url.pathname).toBe('/api/povs')
    expect(writes()[0]?.body).toMatchObject({
      title: 'Data mesh',
      featuredImage: '',
      isPublished: true,
      hashtags: [3, 1],
      publishedDate: today(),
    })
    expect(done).toBe(true)
  })

  it('updates with PUT and shows the spec error toast when the server fails', async () => {
    serve(() => jsonResponse({ error: 'Database unavailable' }, 503))
    const user = userEvent.setup()
    const pov: Pov = {
      id: 7,
      title: 'Old',
      description: 'd',
      content: 'c',
      excerpt: 'e',
      author: 'a',
      publishedDate: '2024-05-06',
      ...unsetOptionalFields,
      isPublished: false,
      createdAt: '',
      updatedAt: '',
      version: 1,
      reviewState: null,
      createdBy: null,
      hashtags: [{ id: 2, name: 'Retail' }],
    }
    await renderForm(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />, 'Update POV')
    expect(field('Published date')).toHaveValue('2024-05-06')
    await user.click(screen.getByRole('button', { name: 'Update POV' }))
    expect(await screen.findByText('Failed to update POV')).toBeInTheDocument()
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { title: 'Old', hashtags: [2] } })
    expect(writes()[0]?.url.pathname).toBe('/api/povs/7')
  })
})

describe('uploading from a form', () => {
  it('disables submit while the upload runs, then fills the image URL', async () => {
    let answer: (response: Response) => void = () => {}
    serve(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', { type: 'image/png' })
    fireEvent.change(field('Upload image'), { target: { files: [file] } })
    expect(await screen.findByText('Uploading...')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create POV' })).toBeDisabled()
    act(() => answer(jsonResponse({ url: 'http://localhost/images/x.png' }, 201)))
    await screen.findByRole('dialog', { name: 'Image Uploaded Successfully' })
    expect(screen.getByRole('button', { name: 'Create POV', hidden: true })).toBeEnabled()
    expect(field('Featured image URL')).toHaveValue('http://localhost/images/x.png')
  })
})

describe('case study form', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    for (const label of [
      'Title',
      'Description',
      'Content',
      'Excerpt',
      'Client',
      'Industry',
      'Challenge',
      'Solution',
    ]) {
      // Pasted: typing eight texts key by key re-renders the whole form for every key.
      await user.click(field(label))
      await user.paste(`${label} text`)
    }
    await user.type(field('Results'), 'One{enter}Two')
  }

  it('requires an uploaded image on create, with the spec message', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={caseStudyAdmin} onDone={() => {}} />, 'Create Case Study')
    expect(field('Content')).toHaveAttribute('rows', '6')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Create Case Study' }))
    expect(
      (
        await screen.findAllByText(
          'Please upload an image and wait for it to finish uploading before submitting.',
        )
      ).length,
    ).toBeGreaterThan(0)
    expect(writes()).toEqual([])
  })

  it('accepts a /path image with its alt text, and shows the server error field when a create fails', async () => {
    serve(() => jsonResponse({ error: 'Title already used' }, 409))
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={caseStudyAdmin} onDone={() => {}} />, 'Create Case Study')
    await fillRequired(user)
    // Pasted, not typed: once the form has been sent, each keystroke validates the whole form again,
    // and typing these took this test past its time limit on two busy cores.
    await user.click(field('Featured image URL'))
    await user.paste('//evil.example/x.png')
    await user.click(screen.getByRole('button', { name: 'Create Case Study' }))
    expect(await screen.findByText('Must be a valid URL or path')).toBeInTheDocument()
    await user.clear(field('Featured image URL'))
    await user.paste('/images/seed/a.webp')
    await user.click(screen.getByRole('button', { name: 'Create Case Study' }))
    expect(await screen.findByText('Describe the image, or mark it as decorative')).toBeInTheDocument()
    expect(field('Image alt text')).toHaveAttribute('aria-invalid', 'true')
    expect(writes()).toEqual([])
    await user.click(field('Image alt text'))
    await user.paste('A dashboard of claims')
    await user.click(screen.getByRole('button', { name: 'Create Case Study' }))
    expect(await screen.findByText('Title already used')).toBeInTheDocument()
    expect(writes()[0]?.body).toMatchObject({
      featuredImage: '/images/seed/a.webp',
      featuredImageAlt: 'A dashboard of claims',
      featuredImageDecorative: false,
      results: 'One\nTwo',
    })
  })

  it('takes a decorative image without alt text, and clears the text when the mark is ticked', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    for (const [label, text] of [
      ['Title', 'Ornamental'],
      ['Description', 'D'],
      ['Content', 'C'],
      ['Excerpt', 'E'],
      ['Author', 'A'],
    ]) {
      await user.click(field(label!))
      await user.paste(text!)
    }
    await user.click(field('Featured image URL'))
    await user.paste('https://cdn.example.com/pattern.png')
    await user.type(field('Image alt text'), 'A pattern')
    await user.click(screen.getByRole('checkbox', { name: 'Decorative image (no alt text)' }))
    expect(field('Image alt text')).toHaveValue('')
    expect(field('Image alt text')).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Create POV' }))
    expect(await screen.findByText('POV created successfully')).toBeInTheDocument()
    expect(writes()[0]?.body).toMatchObject({ featuredImageAlt: '', featuredImageDecorative: true })
  })

  it('previews the search result from the title and description, then from the headline and snippet', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    await user.type(field('Title'), 'Data mesh')
    await user.type(field('Description'), 'Why it works')
    const preview = within(screen.getByTestId('seo-preview'))
    expect(preview.getByRole('heading', { name: 'Search result preview' })).toBeInTheDocument()
    expect(preview.getByText('Data mesh | Crestline Consulting')).toBeInTheDocument()
    expect(preview.getByText('Why it works')).toBeInTheDocument()
    expect(screen.getByText('0 / 60 characters')).toBeInTheDocument()
    await user.type(field('Search result headline'), 'Mesh in 90 days')
    await user.type(field('Search result snippet'), 'A plan that works.')
    expect(preview.getByText('Mesh in 90 days')).toBeInTheDocument()
    expect(preview.getByText('A plan that works.')).toBeInTheDocument()
    expect(screen.getByText('15 / 60 characters')).toBeInTheDocument()
    expect(screen.getByText('18 / 160 characters')).toBeInTheDocument()
  })

  it('falls back to the spec text when the server gives no error field', async () => {
    serve(() => new Response('', { status: 500 }))
    const user = userEvent.setup()
    const study = {
      id: 4,
      title: 'T',
      description: 'D',
      content: 'C',
      excerpt: 'E',
      client: 'Cl',
      industry: 'In',
      challenge: 'Ch',
      solution: 'So',
      results: 'Re',
      projectDuration: null,
      teamSize: null,
      technologies: null,
      ...unsetOptionalFields,
      isPublished: true,
      createdAt: '',
      updatedAt: '',
      version: 1,
      reviewState: null,
      createdBy: null,
      hashtags: [],
    } satisfies CaseStudy
    // Editing does not require an image.
    await renderForm(
      () => <ContentForm type={caseStudyAdmin} item={study} onDone={() => {}} />,
      'Update Case Study',
    )
    await user.click(screen.getByRole('button', { name: 'Update Case Study' }))
    expect(await screen.findByText('Failed to update case study')).toBeInTheDocument()
  })
})

describe('job opening form', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    // Pasted, not typed: once the form has been sent, each keystroke validates the whole form again.
    for (const label of ['Title', 'Department', 'Location', 'Summary', 'Description']) {
      await user.click(field(label))
      await user.paste(`${label} text`)
    }
    await user.click(field('Responsibilities'))
    await user.paste('Design\nCoach')
    await user.click(field('Requirements'))
    await user.paste('SQL')
    await user.selectOptions(field('Employment type'), 'Contract')
    await user.selectOptions(field('Workplace'), 'Remote')
    fireEvent.change(field('Apply by'), { target: { value: '2099-06-30' } })
  }

  it('offers the employment types and workplaces as choices and sends a salary left blank as none', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={jobOpeningAdmin} onDone={() => {}} />, 'Create Job Opening')
    const choices = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(choices('Employment type')).toEqual(['', 'Full time', 'Part time', 'Contract'])
    expect(choices('Workplace')).toEqual(['', 'On site', 'Hybrid', 'Remote'])
    expect(choices('Currency')).toEqual(['', 'EUR', 'GBP', 'USD', 'CHF'])
    await user.click(screen.getByRole('button', { name: 'Create Job Opening' }))
    expect(await screen.findByText('Employment type is required')).toBeInTheDocument()
    expect(screen.getByText('Apply by is required')).toBeInTheDocument()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Create Job Opening' }))
    expect(await screen.findByText('Job opening created successfully')).toBeInTheDocument()
    expect(writes()[0]?.url.pathname).toBe('/api/careers')
    expect(writes()[0]?.body).toMatchObject({
      employmentType: 'CONTRACTOR',
      workplace: 'remote',
      responsibilities: 'Design\nCoach',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      applyBy: '2099-06-30',
    })
  })

  it('asks for the currency of a salary, and sends the amounts as numbers', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={jobOpeningAdmin} onDone={() => {}} />, 'Create Job Opening')
    await fillRequired(user)
    await user.click(field('Salary from'))
    await user.paste('60,000')
    await user.click(field('Salary to'))
    await user.paste('75000')
    await user.click(screen.getByRole('button', { name: 'Create Job Opening' }))
    expect(await screen.findByText('Currency is required with a salary')).toBeInTheDocument()
    expect(writes()).toEqual([])
    await user.selectOptions(field('Currency'), 'EUR')
    await user.click(screen.getByRole('button', { name: 'Create Job Opening' }))
    expect(await screen.findByText('Job opening created successfully')).toBeInTheDocument()
    expect(writes()[0]?.body).toMatchObject({ salaryMin: 60000, salaryMax: 75000, salaryCurrency: 'EUR' })
  })
})

describe('hashtag form', () => {
  it('defaults the type to service and requires a name', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <HashtagForm onDone={() => {}} />, 'Create Hashtag')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Service')
    await user.click(screen.getByRole('button', { name: 'Create Hashtag' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    await user.type(field('Name'), 'Edge')
    await user.click(screen.getByRole('button', { name: 'Create Hashtag' }))
    expect(await screen.findByText('Hashtag created successfully')).toBeInTheDocument()
    expect(writes()[0]?.body).toEqual({ name: 'Edge', type: 'service', description: '' })
  })

  it('shows a duplicate name next to the field and the spec toast', async () => {
    serve(() => jsonResponse({ error: 'A hashtag with this name already exists' }, 409))
    const user = userEvent.setup()
    await renderForm(() => <HashtagForm onDone={() => {}} />, 'Create Hashtag')
    await user.type(field('Name'), 'AI')
    await user.click(screen.getByRole('button', { name: 'Create Hashtag' }))
    expect(await screen.findByText('Failed to create hashtag')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByText('A hashtag with this name already exists')).toBeInTheDocument(),
    )
  })
})

describe('unsaved changes in a content dialog', () => {
  const pov: Pov = {
    id: 9,
    title: 'Saved title',
    description: 'd',
    content: 'Saved text',
    excerpt: 'e',
    author: 'a',
    publishedDate: '2024-05-06',
    ...unsetOptionalFields,
    isPublished: false,
    createdAt: '',
    updatedAt: '',
    version: 1,
    reviewState: null,
    createdBy: null,
    hashtags: [],
  }
  const kept = (request: RecordedRequest) => request.url.pathname === '/api/unsaved-changes/pov/9'

  it('offers what was kept with its time; Restore puts it in the form and keeps it again', async () => {
    const savedAt = '2026-11-24T09:41:00.000Z'
    network = fakeNetwork((request) =>
      kept(request)
        ? keptChanges(request, {
            values: { title: 'Typed before sign-out', content: 'Half a thought' },
            savedAt,
          })
        : jsonResponse([]),
    )
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />, 'Update POV')
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(savedAt),
    )
    const restore = await screen.findByRole('button', { name: `Restore unsaved changes from ${time}` })
    expect(field('Title')).toHaveValue('Saved title')
    await user.click(restore)
    expect(field('Title')).toHaveValue('Typed before sign-out')
    expect(field('Content')).toHaveValue('Half a thought')
    expect(screen.queryByRole('button', { name: /Restore unsaved changes/ })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(
        network?.requests.filter((request) => kept(request) && request.method === 'PUT').at(-1)?.body,
      ).toMatchObject({
        values: { title: 'Typed before sign-out', content: 'Half a thought' },
      }),
    )
  })

  it('saves a restored draft from the version it was typed on, and shows the conflict that follows', async () => {
    const savedAt = '2026-11-25T10:00:00.000Z'
    const theirs = { ...pov, description: 'Their description', version: 2 }
    network = fakeNetwork((request) => {
      if (kept(request))
        return keptChanges(request, { values: { title: 'Typed on version 1', version: 1 }, savedAt })
      if (request.method === 'PUT' && request.url.pathname === '/api/povs/9') {
        const { version } = request.body as { version?: number }
        return version === 2
          ? jsonResponse({ ...theirs, title: 'Typed on version 1', version: 3 })
          : jsonResponse(
              {
                error: 'Someone else saved this item after you opened it',
                current: theirs,
                lastSave: { author: 'Alice Archer', savedAt, byYou: false },
              },
              409,
            )
      }
      return jsonResponse([])
    })
    const user = userEvent.setup()
    // The dialog opens on version 2; the draft was typed on version 1, before Alice's save.
    await renderForm(
      () => <ContentForm type={povAdmin} item={{ ...pov, version: 2 }} onDone={() => {}} />,
      'Update POV',
    )
    await user.click(await screen.findByRole('button', { name: /^Restore unsaved changes from / }))
    await user.click(screen.getByRole('button', { name: 'Update POV' }))
    const notice = await screen.findByRole('alert')
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(savedAt),
    )
    expect(notice).toHaveTextContent('Someone else saved this item after you opened it')
    expect(notice).toHaveTextContent(`Alice Archer saved it at ${time}.`)
    expect(
      within(notice)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Saving yours would change', 'Title', 'Description'])
    expect(field('Title')).toHaveValue('Typed on version 1')

    await user.click(within(notice).getByRole('button', { name: 'Save mine anyway' }))
    expect(await screen.findByText('POV updated successfully')).toBeInTheDocument()
    const saves = network?.requests.filter(
      (request) => request.method === 'PUT' && request.url.pathname === '/api/povs/9',
    )
    expect(saves?.map((request) => (request.body as { version: number }).version)).toEqual([1, 2])
  })

  it('Discard forgets them on the server and leaves the saved item in the form', async () => {
    network = fakeNetwork((request) =>
      kept(request)
        ? keptChanges(request, { values: { title: 'Abandoned' }, savedAt: '2026-11-24T09:41:00.000Z' })
        : jsonResponse([]),
    )
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} item={pov} onDone={() => {}} />, 'Update POV')
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(field('Title')).toHaveValue('Saved title')
    await waitFor(() =>
      expect(network?.requests.some((request) => kept(request) && request.method === 'DELETE')).toBe(true),
    )
  })

  it('keeps the values as the user types, after a pause', async () => {
    serve()
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    await user.type(field('Title'), 'Never lost')
    await waitFor(() =>
      expect(
        network?.requests.find(
          (request) => request.method === 'PUT' && request.url.pathname === '/api/unsaved-changes/pov/new',
        )?.body,
      ).toMatchObject({ values: { title: 'Never lost' } }),
    )
  })
})
