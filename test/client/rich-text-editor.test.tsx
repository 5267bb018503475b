import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownField } from '@/staff/content/editor/markdown-field'
import { FormField, labelIdOf } from '@/ui/form-field'
import { Textarea } from '@/ui/textarea'
import { LIBRARY_IMAGE, LIBRARY_IMAGE_KEY } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'
import { importVisualEditorFirst } from './visual-editor'

// The visual editor of a Markdown field: what staff see and do with the keyboard, and the Markdown
// the field then holds (shown by the 'Markdown' tab, as staff would check it).

// jsdom lays nothing out: ProseMirror measures the caret to scroll it into view.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
document.elementFromPoint ??= () => null

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())
importVisualEditorFirst()

/** One Markdown field in a form, and whether the form has changes ('Unsaved') or not ('Saved'). */
function Field({ initial, look }: { initial: string; look: 'article' | 'section' }) {
  const form = useForm({ defaultValues: { body: initial } })
  const { isDirty } = form.formState
  return (
    <form>
      <FormField label="Body" error={undefined} required>
        {(control) => (
          <MarkdownField
            look={look}
            labelId={labelIdOf(control.id)}
            describedBy={control['aria-describedby']}
            invalid={false}
            value={() => form.getValues('body')}
            onVisualChange={(markdown) => form.setValue('body', markdown, { shouldDirty: true })}
            subscribe={(listener) =>
              form.subscribe({
                name: 'body',
                formState: { values: true },
                callback: ({ values }) => listener(values.body),
              })
            }
          >
            {(describedBy) => (
              <Textarea {...control} aria-describedby={describedBy} {...form.register('body')} />
            )}
          </MarkdownField>
        )}
      </FormField>
      <output>{isDirty ? 'Unsaved' : 'Saved'}</output>
      {/* As a reload after an edit conflict, or restored unsaved changes, replace the text. */}
      <button type="button" onClick={() => form.reset({ body: 'Reloaded **text**' })}>
        Reload
      </button>
    </form>
  )
}

const HARBOUR_TARGETS = [
  { title: 'Harbour sprint', type: 'Page', path: '/lp/harbour-sprint', status: 'published' },
  { title: 'Harbour logistics', type: 'POV', path: '/povs/7', status: 'draft' },
]

async function renderField(initial: string, look: 'article' | 'section' = 'article') {
  network = fakeNetwork((request) => {
    if (request.url.pathname === '/api/media') return jsonResponse({ items: [LIBRARY_IMAGE] })
    if (request.url.pathname === '/api/whitepapers/staff') {
      return jsonResponse({
        items: [{ id: 3, title: 'Modernizing the Data Platform' }],
        total: 1,
        authors: [],
      })
    }
    if (request.url.pathname === '/api/admin/link-targets') {
      const q = request.url.searchParams.get('q') ?? ''
      const path = request.url.searchParams.get('path') ?? ''
      return jsonResponse({
        targets: q.toLowerCase().includes('harb') ? HARBOUR_TARGETS : [],
        unanswered: path === '/lp/gone',
      })
    }
    return jsonResponse({}, 404)
  })
  renderPage(() => <Field initial={initial} look={look} />)
  return screen.findByRole('textbox', { name: 'Body' })
}

/** The field's Markdown, as the 'Markdown' tab shows it. */
async function markdownOf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Markdown' }))
  return (screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement).value
}

describe('Visual editor', () => {
  it('opens a text as it reads, without changing the field', async () => {
    const user = userEvent.setup()
    const text =
      '# Plan\n\nSome <b>raw</b> text, 1\\. kept & a_b_c.\n\n- one\n- two\n\n[Talk to us](/contact)'
    const editor = await renderField(text)
    expect(within(editor).getByRole('heading', { name: 'Plan' })).toBeInTheDocument()
    expect(editor).toHaveTextContent('Some <b>raw</b> text, 1. kept & a_b_c.')
    expect(
      within(editor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two'])
    expect(within(editor).getByText('/contact')).toBeInTheDocument()
    expect(within(editor).getByRole('button', { name: 'Edit: Talk to us' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(await markdownOf(user)).toBe(text)
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
  })

  it('shows a text replaced from outside, without writing it back', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Before.')
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(await within(editor).findByText('text', { selector: 'strong' })).toBeInTheDocument()
    expect(editor).toHaveTextContent('Reloaded text')
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(await markdownOf(user)).toBe('Reloaded **text**')
  })

  it('has a toolbar that the arrow keys move through, saying which marks are on', async () => {
    const user = userEvent.setup()
    const editor = await renderField('**All bold**')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const buttons = within(toolbar).getAllByRole('button')
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
    buttons[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(within(toolbar).getByRole('button', { name: 'Heading 3' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveFocus()
    await user.tab()
    expect(editor).toHaveFocus()

    await user.keyboard('{Control>}a{/Control}')
    const bold = within(toolbar).getByRole('button', { name: 'Bold' })
    expect(bold).toHaveAttribute('aria-pressed', 'true')
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(bold)
    expect(bold).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard('{Control>}i{/Control}')
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved')
    expect(await markdownOf(user)).toBe('*All bold*')
  })

  it('names each heading by the level its page gives it, and shows it at that level', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Approach\n\n# Plan')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    // An article's title is its h1: the text's headings start at h2.
    expect(within(editor).getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument()
    await user.click(editor)
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 3' }))
    expect(within(editor).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()
    expect(within(toolbar).getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'true')
    expect(await markdownOf(user)).toBe('## Approach\n\n# Plan')
    // The page's own renderer, as the preview shows it, gives the levels the toolbar named.
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(within(preview).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()
    expect(within(preview).getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument()
  })

  it('makes the level a Ctrl+Alt digit names, as the toolbar does', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Approach')
    await user.click(editor)
    await user.keyboard('{Control>}{Alt>}3{/Alt}{/Control}')
    expect(within(editor).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()
    expect(await markdownOf(user)).toBe('## Approach')
  })

  it('starts the headings of a case study section at h3, under the section’s h2, as its page does', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Approach', 'section')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .slice(0, 3)
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Heading 3', 'Heading 4', 'Heading 5'])
    await user.click(within(editor).getByText('Approach'))
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 3' }))
    expect(within(editor).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()
    expect(await markdownOf(user)).toBe('# Approach')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(within(preview).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()
  })

  it('shows an image’s caption under it, typed in place and reached with Tab', async () => {
    const user = userEvent.setup()
    const editor = await renderField(`Intro.\n\n![A team](/images/${LIBRARY_IMAGE_KEY} "In Leeds")`)
    const caption = within(editor).getByRole('textbox', { name: 'Caption (optional)' })
    expect(caption).toHaveValue('In Leeds')
    await user.click(within(editor).getByText('Intro.'))
    await user.tab()
    expect(caption).toHaveFocus()
    await user.keyboard('{End}, 2025')
    expect(caption).toHaveValue('In Leeds, 2025')
    // Enter goes back to the text (it would send the form), after the image.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(editor).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved')
    expect(await markdownOf(user)).toBe(`Intro.\n\n![A team](/images/${LIBRARY_IMAGE_KEY} "In Leeds, 2025")`)
  })

  it('writes no caption once its text is cleared', async () => {
    const user = userEvent.setup()
    const editor = await renderField(`![A team](/images/${LIBRARY_IMAGE_KEY} "In Leeds")`)
    await user.clear(within(editor).getByRole('textbox', { name: 'Caption (optional)' }))
    expect(await markdownOf(user)).toBe(`![A team](/images/${LIBRARY_IMAGE_KEY})`)
  })

  it('refuses an image without alt text unless it is decorative', async () => {
    const user = userEvent.setup()
    await renderField('Intro.')
    await user.click(screen.getByRole('button', { name: 'Image' }))
    const dialog = screen.getByRole('dialog', { name: 'Insert an image' })
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose or upload an image')
    expect(within(dialog).getByText('Describe the image, or mark it as decorative')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Choose from library' }))
    await user.click(await screen.findByRole('button', { name: 'Use this image: team.jpg' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption (optional)' }), 'In Leeds')
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(screen.getByRole('dialog', { name: 'Insert an image' })).toBeInTheDocument()
    expect(within(dialog).getByText('Describe the image, or mark it as decorative')).toBeInTheDocument()

    // The message follows the decorative mark at once: gone when ticked, back when unticked.
    const decorative = within(dialog).getByRole('checkbox', { name: 'Decorative image (no alt text)' })
    await user.click(decorative)
    expect(within(dialog).queryByText('Describe the image, or mark it as decorative')).not.toBeInTheDocument()
    await user.click(decorative)
    expect(
      await within(dialog).findByText('Describe the image, or mark it as decorative'),
    ).toBeInTheDocument()
    await user.click(decorative)
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await markdownOf(user)).toBe(`Intro.\n\n![](/images/${LIBRARY_IMAGE_KEY} "In Leeds")`)
  })

  it('opens the / menu in an empty paragraph, filtered as typed, and works with the keyboard', async () => {
    const user = userEvent.setup()
    const editor = await renderField('')
    await user.click(editor)
    await user.keyboard('/')
    const menu = screen.getByRole('listbox', { name: 'Insert a block' })
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Table',
      'Image',
      'Embed',
      'Call to action',
    ])
    await user.keyboard('head')
    const options = within(menu).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Heading 2', 'Heading 3', 'Heading 4'])
    expect(editor).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await user.keyboard('{ArrowDown}')
    expect(editor).toHaveAttribute('aria-activedescendant', options[1]?.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(editor).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('Approach')
    expect(within(editor).getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument()

    await user.keyboard('{Enter}/')
    expect(screen.getByRole('listbox', { name: 'Insert a block' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.keyboard('{Backspace}/emb{Enter}')
    expect(screen.getByRole('dialog', { name: 'Embed a video or post' })).toBeInTheDocument()
  })

  it('embeds only the addresses of a video or post, with a title', async () => {
    const user = userEvent.setup()
    await renderField('Intro.')
    await user.click(screen.getByRole('button', { name: 'Embed' }))
    const dialog = screen.getByRole('dialog', { name: 'Embed a video or post' })
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Address of the video or post' }),
      'https://example.com/video',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(
      within(dialog).getByRole('textbox', { name: 'Address of the video or post' }),
    ).toHaveAccessibleDescription('Enter the address of a YouTube or Vimeo video or of a LinkedIn post')
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Give the embed a title',
    )
    const address = within(dialog).getByRole('textbox', { name: 'Address of the video or post' })
    await user.clear(address)
    await user.type(address, 'https://youtu.be/dQw4w9WgXcQ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Our approach')
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(screen.getByRole('button', { name: 'Edit: YouTube embed' })).toBeInTheDocument()
    expect(await markdownOf(user)).toBe('Intro.\n\n[Our approach](https://youtu.be/dQw4w9WgXcQ)')
  })

  it('finds a page by words of its title in the link dialog, with the keyboard, and links its path', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Read more')
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = screen.getByRole('dialog', { name: 'Link' })
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    expect(address).toHaveAttribute('aria-expanded', 'false')
    await user.type(address, 'harbour')
    const list = await within(dialog).findByRole('listbox', { name: 'Pages and content' })
    expect(address).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Harbour sprintPage · /lp/harbour-sprint · Published',
      'Harbour logisticsPOV · /povs/7 · Not published',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('2 found: use the arrow keys to choose')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = within(list).getByRole('option', { name: /Harbour logistics/ })
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(address).toHaveAttribute('aria-activedescendant', second.id)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(address).toHaveValue('/lp/harbour-sprint')
    expect(address).toHaveAttribute('aria-expanded', 'false')
    // Enter took the option: the dialog is still open, to save.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await markdownOf(user)).toBe('[Read more](/lp/harbour-sprint)')
  })

  it('closes the list of titles with Escape before the dialog, and warns of a path visitors see nothing at', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Read more')
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = screen.getByRole('dialog', { name: 'Link' })
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    await user.type(address, 'harb')
    await within(dialog).findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(address).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('dialog', { name: 'Link' })).toBeInTheDocument()
    await user.clear(address)
    await user.type(address, '/lp/gone')
    const warning =
      'Visitors see no page at /lp/gone: it is not published, or does not exist. The link would be broken.'
    expect(await within(dialog).findByText(warning)).toBeInTheDocument()
    expect(address).toHaveAccessibleDescription(expect.stringContaining(warning))
    // A warning, not a refusal: the link can still be saved.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await markdownOf(user)).toBe('[Read more](/lp/gone)')
  })

  it('links the selection only to a web, e-mail or site address', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Read more')
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = screen.getByRole('dialog', { name: 'Link' })
    const address = within(dialog).getByRole('combobox', { name: 'Address' })
    await user.type(address, 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(address).toHaveAccessibleDescription(
      'Words of a page’s or an item’s title to find it, or an address starting with https://, http:// or mailto:, or a page of this site starting with / Enter an address starting with https://, http:// or mailto:, or a path starting with /',
    )
    // A path that names another host is no page of this site.
    await user.clear(address)
    await user.type(address, '//evil.example/about')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(address).toHaveAccessibleDescription(
      'Words of a page’s or an item’s title to find it, or an address starting with https://, http:// or mailto:, or a page of this site starting with / Enter an address starting with https://, http:// or mailto:, or a path starting with /',
    )
    await user.clear(address)
    await user.type(address, '/about')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true')
    expect(await markdownOf(user)).toBe('[Read more](/about)')
  })

  it('opens the link dialog with Mod-k on a selection or in a link, as the Link button says', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Read more, or [ask us](/contact) now')
    const link = screen.getByRole('button', { name: 'Link' })
    expect(link).toHaveAttribute('aria-keyshortcuts', 'Control+K')
    expect(link).toHaveAttribute('title', 'Link (Ctrl+K)')

    // Nothing selected and no link: the key is left to the browser.
    await user.click(editor)
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // 'Read' selected.
    const paragraph = editor.querySelector('p') as HTMLParagraphElement
    await user.pointer([
      { keys: '[MouseLeft>]', target: paragraph, offset: 0 },
      { offset: 4 },
      { keys: '[/MouseLeft]' },
    ])
    await user.keyboard('{Control>}k{/Control}')
    let dialog = screen.getByRole('dialog', { name: 'Link' })
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '/about')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // The caret in a link: the dialog shows its address. ProseMirror ignores a selection change
    // within 200 ms of the editor taking focus (back from the dialog), so the click waits that out.
    await new Promise((resolve) => setTimeout(resolve, 250))
    await user.pointer({ keys: '[MouseLeft]', target: paragraph, offset: 'Read more, or as'.length })
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{Control>}k{/Control}')
    dialog = screen.getByRole('dialog', { name: 'Link' })
    expect(within(dialog).getByRole('combobox', { name: 'Address' })).toHaveValue('/contact')
    await user.keyboard('{Escape}')
    expect(await markdownOf(user)).toBe('[Read](/about) more, or [ask us](/contact) now')
  })

  it('adds and deletes rows and columns of the table the caret is in, from the toolbar', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Intro.\n\n| Name | Role |\n| --- | --- |\n| Ada | Engineer |')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const button = (name: string) => within(toolbar).getByRole('button', { name })
    const tableButtons = [
      'Add row above',
      'Add row below',
      'Add column before',
      'Add column after',
      'Delete row',
      'Delete column',
      'Delete table',
    ]
    // Outside a table they are there, after 'Table', but do nothing.
    const names = within(toolbar)
      .getAllByRole('button')
      .map((element) => element.getAttribute('aria-label'))
    expect(names.slice(names.indexOf('Table') + 1, names.indexOf('Table') + 8)).toEqual(tableButtons)
    await user.click(within(editor).getByText('Intro.'))
    for (const name of tableButtons) expect(button(name)).toHaveAttribute('aria-disabled', 'true')
    await user.click(button('Delete table'))
    expect(within(editor).getByRole('table')).toBeInTheDocument()

    const rows = () =>
      within(editor)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent))
    await user.click(within(editor).getByText('Ada'))
    for (const name of tableButtons) expect(button(name)).not.toHaveAttribute('aria-disabled')
    await user.click(button('Add row below'))
    await user.keyboard('{Tab}{Tab}Grace{Tab}Admiral')
    await user.click(button('Add column after'))
    await user.keyboard('{Tab}Navy')
    await user.click(within(editor).getByText('Role'))
    await user.keyboard('{Tab}Service')
    await user.click(within(editor).getByText('Engineer'))
    await user.keyboard('{Tab}Research')
    expect(rows()).toEqual([
      ['Name', 'Role', 'Service'],
      ['Ada', 'Engineer', 'Research'],
      ['Grace', 'Admiral', 'Navy'],
    ])
    // Above and before the cell the caret is in ('Research').
    await user.click(button('Add row above'))
    await user.click(button('Add column before'))
    expect(rows()).toEqual([
      ['Name', 'Role', '', 'Service'],
      ['', '', '', ''],
      ['Ada', 'Engineer', '', 'Research'],
      ['Grace', 'Admiral', '', 'Navy'],
    ])
    // Shift+Tab moves back a cell: into the new column, then into the new row.
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    await user.click(button('Delete column'))
    await user.click(within(editor).getByText('Ada'))
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    await user.click(button('Delete row'))
    expect(rows()).toEqual([
      ['Name', 'Role', 'Service'],
      ['Ada', 'Engineer', 'Research'],
      ['Grace', 'Admiral', 'Navy'],
    ])
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved')
    expect(await markdownOf(user)).toBe(
      'Intro.\n\n| Name | Role | Service |\n| --- | --- | --- |\n| Ada | Engineer | Research |\n| Grace | Admiral | Navy |',
    )
  })

  it('closes a refused dialog on Escape, back in the text and leaving it as it was', async () => {
    const user = userEvent.setup()
    const editor = await renderField('Read more')
    await user.click(editor)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = screen.getByRole('dialog', { name: 'Link' })
    expect(within(dialog).getByRole('combobox', { name: 'Address' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(
        'Enter an address starting with https://, http:// or mailto:, or a path starting with /',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(editor).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(await markdownOf(user)).toBe('Read more')
  })

  it("edits a whitepaper's card with its whitepaper still chosen once the list arrives", async () => {
    const user = userEvent.setup()
    await renderField('[Our whitepaper](/whitepapers/3)')
    await user.click(screen.getByRole('button', { name: 'Edit: Download the whitepaper' }))
    const dialog = screen.getByRole('dialog', { name: 'Insert a call to action' })
    expect(within(dialog).getByRole('radio', { name: 'Download the whitepaper' })).toBeChecked()
    const choice = within(dialog).getByRole('combobox', { name: 'Whitepaper' })
    await within(choice).findByRole('option', { name: 'Modernizing the Data Platform' })
    expect(choice).toHaveValue('/whitepapers/3')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await markdownOf(user)).toBe('[Modernizing the Data Platform](/whitepapers/3)')
  })

  it("inserts 'Talk to us' and a published whitepaper's card as calls to action", async () => {
    const user = userEvent.setup()
    await renderField('Intro.')
    await user.click(screen.getByRole('button', { name: 'Call to action' }))
    let dialog = screen.getByRole('dialog', { name: 'Insert a call to action' })
    expect(within(dialog).getByRole('radio', { name: 'Talk to us' })).toBeChecked()
    expect(within(dialog).getByRole('textbox', { name: 'Link text' })).toHaveValue('Talk to us')
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(screen.getByRole('button', { name: 'Edit: Talk to us' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Call to action' }))
    dialog = screen.getByRole('dialog', { name: 'Insert a call to action' })
    await user.click(within(dialog).getByRole('radio', { name: 'Download the whitepaper' }))
    const choice = within(dialog).getByRole('combobox', { name: 'Whitepaper' })
    await within(choice).findByRole('option', { name: 'Modernizing the Data Platform' })
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(within(dialog).getByText('Choose a whitepaper')).toBeInTheDocument()
    await user.selectOptions(choice, 'Modernizing the Data Platform')
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }))
    expect(screen.getByRole('button', { name: 'Edit: Download the whitepaper' })).toBeInTheDocument()
    expect(await markdownOf(user)).toBe(
      'Intro.\n\n[Talk to us](/contact)\n\n[Modernizing the Data Platform](/whitepapers/3)',
    )
  })
})
