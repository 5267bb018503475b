import type { Page } from '@shared/content/types/page'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentForm } from '@/staff/content/editor/content-form'
import { declaration as pageAdmin } from '@/staff/content/types/page'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'

// A page's blocks and its 'keep out of search engines' flag in the staff content form, as the Pages section declares it.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const UNSAVED_CHANGES = /^\/api\/unsaved-changes\//

function serve(write: (request: RecordedRequest) => Response) {
  network = fakeNetwork((request) => {
    if (request.method === 'GET' && request.url.pathname === '/api/hashtags') return jsonResponse([])
    if (UNSAVED_CHANGES.test(request.url.pathname))
      return request.method === 'GET'
        ? jsonResponse({ error: 'Not found' }, 404)
        : jsonResponse({ savedAt: new Date().toISOString() })
    return write(request)
  })
}

const writes = () =>
  network?.requests.filter(
    (request) => request.method !== 'GET' && !UNSAVED_CHANGES.test(request.url.pathname),
  ) ?? []

async function renderNewPage() {
  renderPage(() => <ContentForm type={pageAdmin} onDone={() => {}} />)
  await screen.findByRole('button', { name: 'Create Page' })
  const user = userEvent.setup()
  for (const [label, text] of [
    ['Title', 'Spring offer'],
    ['Address', '/lp/spring-offer'],
    ['Description', 'Our spring offer'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }))
    await user.paste(text)
  }
  return user
}

const heroToggle = () => screen.getByRole('button', { name: /^Hero/ })

describe('a page in the content form', () => {
  it('starts a new page from a hero block, and saves its blocks as JSON text with its flag', async () => {
    serve((request) => jsonResponse(request.body, 201))
    const user = await renderNewPage()
    expect(await screen.findByRole('group', { name: 'Blocks' })).toBeInTheDocument()
    await user.click(heroToggle())
    const heading = screen.getByRole('textbox', { name: 'Heading' })
    expect(heading).toHaveValue('New page heading')
    await user.clear(heading)
    await user.paste('Spring into data')
    await user.click(screen.getByRole('checkbox', { name: 'Keep out of search engines and the sitemap' }))
    await user.click(screen.getByRole('button', { name: 'Create Page' }))
    expect(await screen.findByText('Page created successfully')).toBeInTheDocument()
    const body = writes()[0]?.body as { content: string; noindex: boolean; path: string }
    expect(body).toMatchObject({ path: '/lp/spring-offer', noindex: true })
    expect(JSON.parse(body.content)).toEqual({
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          heading: 'Spring into data',
          blurb: 'A sentence or two that introduces the page.',
          buttons: [],
          stats: [],
        },
      ],
    })
  })

  it('refuses to save with a problem in a closed block, opening it at the problem', async () => {
    serve((request) => jsonResponse(request.body, 201))
    const user = await renderNewPage()
    await user.click(heroToggle())
    await user.clear(screen.getByRole('textbox', { name: 'Heading' }))
    await user.click(heroToggle())
    expect(heroToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(heroToggle()).toHaveTextContent('1 problem')
    await user.click(screen.getByRole('button', { name: 'Create Page' }))
    const heading = await screen.findByRole('textbox', { name: 'Heading' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAccessibleDescription('Heading is required')
    expect(writes()).toEqual([])
  })

  it("shows the server's message about a block's field beside that field", async () => {
    serve(() =>
      jsonResponse(
        {
          error: 'Invalid request',
          fields: { 'content.blocks.0.eyebrow': 'Eyebrow is taken by another page' },
        },
        400,
      ),
    )
    const user = await renderNewPage()
    await user.click(screen.getByRole('button', { name: 'Create Page' }))
    await screen.findByText('Failed to create page')
    expect(heroToggle()).toHaveTextContent('1 problem')
    await user.click(heroToggle())
    const eyebrow = screen.getByRole('textbox', { name: 'Eyebrow' })
    expect(eyebrow).toHaveAttribute('aria-invalid', 'true')
    expect(eyebrow).toHaveAccessibleDescription('Eyebrow is taken by another page')
    // The next change checks the blocks again, and the server's word gives way to the editor's.
    await user.type(eyebrow, 'New')
    expect(
      within(screen.getByRole('group', { name: /^Hero/ })).queryByText('Eyebrow is taken by another page'),
    ).toBeNull()
  })
})

describe("a landing page's address in the content form", () => {
  const landingPage: Page = {
    id: 11,
    title: 'AI readiness sprint',
    description: 'Four weeks to an AI plan',
    path: '/lp/ai-readiness-sprint',
    content: JSON.stringify({
      blocks: [{ id: 'hero', type: 'hero', heading: 'Sprint', blurb: 'Four weeks', buttons: [], stats: [] }],
    }),
    noindex: false,
    hideChrome: false,
    ...unsetOptionalFields,
    isPublished: true,
    createdAt: '',
    updatedAt: '',
    version: 3,
    reviewState: null,
    createdBy: null,
    hashtags: [],
  }

  async function moveTo(address: string) {
    renderPage(() => <ContentForm type={pageAdmin} item={landingPage} onDone={() => {}} />)
    await screen.findByRole('button', { name: 'Update Page' })
    expect(screen.queryByRole('checkbox', { name: 'Keep the old address' })).toBeNull()
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Address' })
    await user.clear(field)
    await user.paste(address)
    return user
  }

  it('offers to keep the old address once the address changes, and sends it checked by default', async () => {
    serve((request) => jsonResponse({ ...landingPage, ...(request.body as object), version: 4 }))
    const user = await moveTo('/lp/ai-sprint')
    const keep = screen.getByRole('checkbox', { name: 'Keep the old address' })
    expect(keep).toBeChecked()
    expect(keep).toHaveAccessibleDescription(
      'Visitors and links to /lp/ai-readiness-sprint go to the new address',
    )
    await user.click(screen.getByRole('button', { name: 'Update Page' }))
    await screen.findByText('Page updated successfully')
    expect(writes()[0]?.body).toMatchObject({ path: '/lp/ai-sprint', keepOldAddress: true })
  })

  it('sends false when the box is unchecked', async () => {
    serve((request) => jsonResponse({ ...landingPage, ...(request.body as object), version: 4 }))
    const user = await moveTo('/lp/ai-sprint')
    await user.click(screen.getByRole('checkbox', { name: 'Keep the old address' }))
    await user.click(screen.getByRole('button', { name: 'Update Page' }))
    await screen.findByText('Page updated successfully')
    expect(writes()[0]?.body).toMatchObject({ path: '/lp/ai-sprint', keepOldAddress: false })
  })

  it('takes the offer away when the address is back to the saved one', async () => {
    serve(() => jsonResponse({ error: 'unexpected' }, 500))
    const user = await moveTo('/lp/ai-sprint')
    await user.clear(screen.getByRole('textbox', { name: 'Address' }))
    await user.paste('/lp/ai-readiness-sprint')
    expect(screen.queryByRole('checkbox', { name: 'Keep the old address' })).toBeNull()
  })
})

describe("a site page's address", () => {
  it('is read-only, with no offer to keep it', async () => {
    serve(() => jsonResponse({ error: 'unexpected' }, 500))
    renderPage(() => (
      <ContentForm
        type={pageAdmin}
        item={{
          id: 1,
          title: 'Home',
          description: 'Home',
          path: '/',
          content: JSON.stringify({ blocks: [] }),
          noindex: false,
          hideChrome: false,
          ...unsetOptionalFields,
          isPublished: true,
          createdAt: '',
          updatedAt: '',
          version: 1,
          reviewState: null,
          createdBy: null,
          hashtags: [],
        }}
        onDone={() => {}}
      />
    ))
    await screen.findByRole('button', { name: 'Update Page' })
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly')
    expect(screen.queryByRole('checkbox', { name: 'Keep the old address' })).toBeNull()
  })
})
