import type { Hashtag } from '@shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentForm } from '@/staff/content/editor/content-form'
import { declaration as caseStudyAdmin } from '@/staff/content/types/case-study'
import { declaration as povAdmin } from '@/staff/content/types/pov'
import { LIBRARY_IMAGE, LIBRARY_IMAGE_KEY } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'
import { importVisualEditorFirst } from './visual-editor'

importVisualEditorFirst()

// Long Markdown fields have 'Visual' (the default), 'Markdown' and 'Preview' tabs; the preview is
// the public page's renderer, and the textarea keeps its label and what was typed.

// jsdom lays nothing out: ProseMirror measures the caret to scroll it into view.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
document.elementFromPoint ??= () => null

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const hashtags: Hashtag[] = []

const PUBLISHED_WHITEPAPER = {
  id: 3,
  title: 'Data Quality Playbook',
  description: 'Ten checks that keep a data platform honest.',
  featuredImage: null,
}

async function renderForm(ui: () => React.ReactNode, submit: string) {
  network = fakeNetwork((request) =>
    request.url.pathname === '/api/media'
      ? jsonResponse({ items: [LIBRARY_IMAGE] })
      : request.url.pathname === '/api/whitepapers/staff'
        ? jsonResponse({ items: [PUBLISHED_WHITEPAPER], total: 1 })
        : request.method === 'GET'
          ? jsonResponse(hashtags)
          : jsonResponse(request.body, 201),
  )
  renderPage(ui)
  await screen.findByRole('button', { name: submit })
}

/** The Markdown textarea, shown by the 'Markdown' tab. */
const content = () => screen.getByLabelText('Content', { exact: false, selector: 'textarea' })

describe('Markdown field', () => {
  it('previews what was typed as the public page renders it, then writes on where it was', async () => {
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    const modes = screen.getByRole('tablist', { name: 'Editor mode' })
    expect(within(modes).getByRole('tab', { name: 'Visual' })).toHaveAttribute('aria-selected', 'true')
    // The syntax hint is for the Markdown textarea; the visual editor needs none.
    const hint = screen.getByText(
      'Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, 1. numbered, > quotes, `code`, tables',
    )
    expect(hint).not.toBeVisible()
    await user.click(within(modes).getByRole('tab', { name: 'Markdown' }))
    expect(hint).toBeVisible()
    expect(content()).toHaveAccessibleDescription(
      'Markdown: # heading, **bold**, _italic_, [link](https://…), - lists, 1. numbered, > quotes, `code`, tables',
    )

    await user.type(content(), '# Plan{Enter}{Enter}- first{Enter}- second{Enter}{Enter}<script>x</script>')
    await user.click(within(modes).getByRole('tab', { name: 'Preview' }))

    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(within(preview).getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument()
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second'])
    expect(preview).toHaveTextContent('<script>x</script>')
    expect(preview.querySelector('script')).toBeNull()
    expect(content()).not.toBeVisible()

    await user.click(within(modes).getByRole('tab', { name: 'Markdown' }))
    expect(content()).toBeVisible()
    expect(content()).toHaveValue('# Plan\n\n- first\n- second\n\n<script>x</script>')
  })

  it('previews an uploaded image on a line of its own as the page shows it: a figure in its box, with its caption', async () => {
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    await user.click(screen.getByRole('tab', { name: 'Markdown' }))
    await user.click(content())
    await user.paste(`Intro.\n\n![The team](/images/${LIBRARY_IMAGE_KEY} "In the Leeds office")`)
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    const figure = await within(preview).findByRole('figure')
    expect(figure.querySelector('figcaption')).toHaveTextContent('In the Leeds office')
    const image = within(figure).getByRole('img', { name: 'The team' })
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '900')
    expect(image.getAttribute('srcset')).toContain(`/images/${LIBRARY_IMAGE_KEY}?w=640 640w`)
  })

  it("previews a 'Download the whitepaper' as the whitepaper's card, and 'Talk to us' as its card", async () => {
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    await user.click(screen.getByRole('tab', { name: 'Markdown' }))
    await user.click(content())
    await user.paste('Read on.\n\n[Get the playbook](/whitepapers/3)\n\n[Planning a platform?](/contact)')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    const card = await within(preview).findByText('Ten checks that keep a data platform honest.')
    expect(within(preview).getByRole('link', { name: 'Data Quality Playbook' })).toHaveAttribute(
      'href',
      '/whitepapers/3',
    )
    expect(within(preview).getByRole('link', { name: 'Download the whitepaper' })).toHaveAttribute(
      'href',
      '/whitepapers/3',
    )
    expect(card).toBeVisible()
    expect(within(preview).getByText('Planning a platform?')).toBeInTheDocument()
    expect(within(preview).getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
  })

  it("puts the caret in the visual editor on a click on the field's label, and in the textarea in 'Markdown'", async () => {
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    const editor = await screen.findByRole('textbox', { name: 'Content' })
    const label = screen.getByText('Content', { selector: 'label' })
    await user.click(label)
    // Tiptap focuses on the next frame.
    await waitFor(() => expect(editor).toHaveFocus())
    await user.keyboard('Typed')
    expect(editor).toHaveTextContent('Typed')

    await user.click(screen.getByRole('tab', { name: 'Markdown' }))
    await user.click(label)
    expect(content()).toHaveFocus()
    expect(content()).toHaveValue('Typed')
  })

  it('switches with the arrow keys, and says when there is nothing to preview', async () => {
    const user = userEvent.setup()
    await renderForm(() => <ContentForm type={povAdmin} onDone={() => {}} />, 'Create POV')
    screen.getByRole('tab', { name: 'Visual' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Markdown' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('Nothing to preview yet.')
  })

  it('gives a case study a switch on challenge, solution and content, and none on results', async () => {
    await renderForm(() => <ContentForm type={caseStudyAdmin} onDone={() => {}} />, 'Create Case Study')
    expect(screen.getAllByRole('tablist', { name: 'Editor mode' })).toHaveLength(3)
    // Each shows its visual editor, named by the field's label; the Markdown hint describes only the
    // textarea behind its 'Markdown' tab.
    for (const label of ['Content', 'Challenge', 'Solution']) {
      const editor = await screen.findByRole('textbox', { name: label })
      expect(editor).not.toHaveAccessibleDescription()
      expect(
        screen.getByLabelText(label, { exact: false, selector: 'textarea' }),
      ).toHaveAccessibleDescription(/^Markdown: /)
    }
    expect(
      screen.getByLabelText('Results (one per line)', { exact: false }),
    ).not.toHaveAccessibleDescription()
  })
})
