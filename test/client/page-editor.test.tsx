import { pageDocumentSchema } from '@shared/schemas/page-blocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlocksField } from '@/staff/content/page-editor/blocks-field'
import { LIBRARY_IMAGE, LIBRARY_IMAGE_KEY } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'
import { importVisualEditorFirst } from './visual-editor'

importVisualEditorFirst()

// The staff form's block editor: a page's document, held as JSON text by the
// form, edited block by block.

type Doc = {
  blocks: (Record<string, unknown> & {
    id: string
    type: string
    cards?: { title: string; description?: string }[]
  })[]
}

const page: Doc = {
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      heading: 'Crafting Solutions for Tomorrow',
      blurb: 'We build software that lasts.',
      buttons: [{ label: 'Explore Services', href: '/services', variant: 'primary' }],
      stats: [],
    },
    {
      id: 'values',
      type: 'value-cards',
      heading: 'Our values',
      cards: [
        { title: 'Innovation', description: 'New ideas.' },
        { title: 'Results', description: 'Measured.' },
      ],
      columns: 'three',
      background: 'plain',
    },
    {
      id: 'cta',
      type: 'call-to-action',
      heading: 'Ready?',
      text: 'Talk to us.',
      buttonLabel: 'Schedule Consultation',
    },
  ],
}

/** The field as the form holds it: its JSON text in state, each change also handed to `onValue`. */
function Field({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <BlocksField
      label="Blocks"
      value={value}
      onChange={(next) => {
        onValue(next)
        setValue(next)
      }}
    />
  )
}

/** The editor over `initial`; `value()` is the JSON text it last wrote, read as a document. */
async function renderEditor(initial: string = JSON.stringify(page)) {
  let last = initial
  renderPage(() => <Field initial={initial} onValue={(next) => (last = next)} />)
  await screen.findByRole('group', { name: 'Blocks' })
  return { user: userEvent.setup(), value: () => JSON.parse(last) as Doc }
}

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

async function open(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(toggle(name))
  expect(toggle(name)).toHaveAttribute('aria-expanded', 'true')
  return within(screen.getByRole('group', { name }))
}

// jsdom lays nothing out: ProseMirror (a rich text block's visual editor) measures the caret to scroll it into view.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
document.elementFromPoint ??= () => null

let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
})

describe('the block editor', () => {
  it('shows the blocks in order, closed, each named by its type and heading', async () => {
    await renderEditor()
    const cards = await screen.findAllByRole('heading', { level: 3 })
    expect(cards.map((card) => card.textContent)).toEqual([
      'Hero: Crafting Solutions for Tomorrow',
      'Value cards: Our values',
      'Call to action: Ready?',
    ])
    for (const card of cards)
      expect(within(card).getByRole('button')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Move Hero: Crafting Solutions for Tomorrow up' }),
    ).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Call to action: Ready? down' })).toBeDisabled()
  })

  it('writes an edited heading back into the JSON value, and renames the card', async () => {
    const { user, value } = await renderEditor()
    const hero = await open(user, 'Hero: Crafting Solutions for Tomorrow')
    const heading = hero.getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    await user.type(heading, 'Built to last')
    expect(value().blocks[0]).toEqual({ ...page.blocks[0], heading: 'Built to last' })
    expect(value().blocks.slice(1)).toEqual(page.blocks.slice(1))
    expect(toggle('Hero: Built to last')).toHaveAttribute('aria-expanded', 'true')
    expect(heading).toHaveFocus()
  })

  it("shows the schema's message beside an emptied heading, and counts it on the card", async () => {
    const { user } = await renderEditor()
    const hero = await open(user, 'Hero: Crafting Solutions for Tomorrow')
    const heading = hero.getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    expect(hero.getByText('Heading is required')).toBeInTheDocument()
    expect(heading).toHaveAttribute('aria-invalid', 'true')
    expect(heading).toHaveAccessibleDescription('Heading is required')
    expect(toggle('Hero')).toHaveTextContent('1 problem')
    await user.type(heading, 'Back')
    expect(hero.queryByText('Heading is required')).toBeNull()
    expect(heading).not.toHaveAttribute('aria-invalid')
  })

  it('appends a valid block of the chosen type with a unique id, opened at its first field', async () => {
    const { user, value } = await renderEditor()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Block type' }), 'Process steps')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    expect(value().blocks.map((block) => block.type)).toEqual([
      'hero',
      'value-cards',
      'call-to-action',
      'process-steps',
    ])
    expect(value().blocks[3]?.id).toBe('process-steps')
    expect(pageDocumentSchema.safeParse(value()).success).toBe(true)
    const added = within(screen.getByRole('group', { name: 'Process steps: New section' }))
    expect(added.getByRole('textbox', { name: 'Heading' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Process steps: New section added at the end')

    await user.click(screen.getByRole('button', { name: 'Add block' }))
    expect(value().blocks[4]?.id).toBe('process-steps-2')
    expect(pageDocumentSchema.safeParse(value()).success).toBe(true)
  })

  it('warns while a block still holds its placeholder copy, naming the block and the words', async () => {
    const { user } = await renderEditor()
    expect(screen.queryByText('Placeholder text is still on the page')).toBeNull()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Block type' }), 'Process steps')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    expect(screen.getByText('Placeholder text is still on the page')).toBeInTheDocument()
    expect(
      screen.getByText('Visitors see it once the page is published: write over it or remove it.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Process steps: New section: ‘New section’, ‘First step’, ‘Describe this step.’, ‘Second step’',
      ),
    ).toBeInTheDocument()
    expect(toggle('Process steps')).toHaveTextContent('Process steps: New section, Placeholder text')

    // Written over, the warning goes; words a page may keep ("Contact us") never raise it.
    const steps = within(screen.getByRole('group', { name: 'Process steps: New section' }))
    const heading = steps.getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    await user.type(heading, 'How we work')
    for (const [index, title] of ['Listen', 'Build'].entries()) {
      const field = steps.getAllByRole('textbox', { name: 'Title' })[index] as HTMLElement
      await user.clear(field)
      await user.type(field, title)
    }
    for (const field of steps.getAllByRole('textbox', { name: 'Description' })) {
      await user.clear(field)
      await user.type(field, 'In short.')
    }
    expect(screen.queryByText('Placeholder text is still on the page')).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block type' }), 'Call to action')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    expect(screen.queryByText('Placeholder text is still on the page')).toBeNull()
  })

  // Eleven blocks added through the form: about 6 s alone, past the suite's 15 s beside the other suites.
  it('adds a valid block of every type', async () => {
    const { user, value } = await renderEditor()
    const types = within(await screen.findByRole('combobox', { name: 'Block type' }))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
    expect(types).toHaveLength(15)
    for (const type of types) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Block type' }), type)
      await user.click(screen.getByRole('button', { name: 'Add block' }))
    }
    expect(value().blocks).toHaveLength(18)
    expect(pageDocumentSchema.safeParse(value()).error?.issues).toBeUndefined()
    // Fifteen blocks, the rich text's visual editor among them: slow in jsdom beside other files.
  }, 90_000)

  it('moves a block and keeps focus on its button, announcing where it went', async () => {
    const { user, value } = await renderEditor()
    await user.click(await screen.findByRole('button', { name: 'Move Call to action: Ready? up' }))
    expect(value().blocks.map((block) => block.id)).toEqual(['hero', 'cta', 'values'])
    expect(screen.getByRole('button', { name: 'Move Call to action: Ready? up' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Call to action: Ready? moved to position 2 of 3')
    await user.click(screen.getByRole('button', { name: 'Move Call to action: Ready? up' }))
    expect(value().blocks.map((block) => block.id)).toEqual(['cta', 'hero', 'values'])
    // First now: it cannot go up, so focus stays on its other move.
    expect(screen.getByRole('button', { name: 'Move Call to action: Ready? down' })).toHaveFocus()
  })

  it('keeps a block open as it moves', async () => {
    const { user } = await renderEditor()
    await open(user, 'Value cards: Our values')
    await user.click(screen.getByRole('button', { name: 'Move Value cards: Our values up' }))
    expect(toggle('Value cards: Our values')).toHaveAttribute('aria-expanded', 'true')
    expect(toggle('Hero')).toHaveAttribute('aria-expanded', 'false')
  })

  it('removes a block, moving focus to the next one, and never the last block', async () => {
    const { user, value } = await renderEditor()
    await user.click(await screen.findByRole('button', { name: 'Remove Value cards: Our values' }))
    expect(value().blocks.map((block) => block.id)).toEqual(['hero', 'cta'])
    expect(toggle('Call to action: Ready?')).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Value cards: Our values removed')
    await user.click(screen.getByRole('button', { name: 'Remove Call to action: Ready?' }))
    expect(toggle('Hero')).toHaveFocus()
    expect(
      screen.getByRole('button', { name: 'Remove Hero: Crafting Solutions for Tomorrow' }),
    ).toBeDisabled()
  })

  it("adds, moves and removes a list's items within the schema's limits", async () => {
    const { user, value } = await renderEditor()
    const values = await open(user, 'Value cards: Our values')
    await user.click(values.getByRole('button', { name: 'Move Card 2 up' }))
    expect(value().blocks[1]?.cards?.map((card) => card.title)).toEqual(['Results', 'Innovation'])
    expect(values.getByRole('button', { name: 'Move Card 1 down' })).toHaveFocus()
    await user.click(values.getByRole('button', { name: 'Add card' }))
    expect(value().blocks[1]?.cards).toHaveLength(3)
    const third = within(values.getByRole('group', { name: 'Card 3' }))
    expect(third.getByRole('textbox', { name: 'Title' })).toHaveFocus()
    expect(third.getByText('Title is required')).toBeInTheDocument()
    await user.type(third.getByRole('textbox', { name: 'Title' }), 'Trust')
    expect(value().blocks[1]?.cards?.[2]).toEqual({ title: 'Trust', description: '' })
    await user.click(values.getByRole('button', { name: 'Remove Card 1' }))
    await user.click(values.getByRole('button', { name: 'Remove Card 1' }))
    expect(value().blocks[1]?.cards?.map((card) => card.title)).toEqual(['Trust'])
    expect(values.getByRole('button', { name: 'Remove Card 1' })).toBeDisabled()
  })

  it('says why Add does nothing once a list is full, and adds nothing', async () => {
    const { user, value } = await renderEditor()
    const values = await open(user, 'Value cards: Our values')
    const add = () => values.getByRole('button', { name: 'Add card' })
    for (let guard = 0; add().getAttribute('aria-disabled') !== 'true' && guard < 30; guard += 1)
      await user.click(add())
    expect(value().blocks[1]?.cards).toHaveLength(12)
    expect(add()).toHaveAccessibleDescription('This block holds at most 12 cards: remove one to add another.')
    // It keeps its place in the tab order, and a press adds nothing.
    add().focus()
    expect(add()).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(add())
    expect(value().blocks[1]?.cards).toHaveLength(12)
  })

  it('edits choices, a flag and an optional button, leaving out what is unset', async () => {
    const { user, value } = await renderEditor()
    const values = await open(user, 'Value cards: Our values')
    await user.selectOptions(values.getByRole('combobox', { name: 'Background' }), 'Tinted (light grey)')
    await user.selectOptions(
      within(values.getByRole('group', { name: 'Card 1' })).getByRole('combobox', { name: 'Icon' }),
      'Rocket',
    )
    await user.click(values.getByRole('checkbox', { name: 'Hide the heading (the cards’ titles say it)' }))
    expect(value().blocks[1]).toMatchObject({ background: 'tinted', hideHeading: true })
    expect(value().blocks[1]?.cards?.[0]).toEqual({
      title: 'Innovation',
      description: 'New ideas.',
      icon: 'rocket',
    })
    await user.click(values.getByRole('checkbox', { name: 'Hide the heading (the cards’ titles say it)' }))
    expect(value().blocks[1]).not.toHaveProperty('hideHeading')

    await user.click(toggle('Value cards'))
    const cta = await open(user, 'Call to action: Ready?')
    expect(cta.getByRole('textbox', { name: 'Button label' })).toHaveValue('Schedule Consultation')
    const hero = await open(user, 'Hero: Crafting Solutions for Tomorrow')
    await user.type(hero.getByRole('textbox', { name: 'Eyebrow' }), 'Since 2010')
    expect(value().blocks[0]).toMatchObject({ eyebrow: 'Since 2010' })
    await user.clear(hero.getByRole('textbox', { name: 'Eyebrow' }))
    expect(value().blocks[0]).not.toHaveProperty('eyebrow')
  })

  it('shows the last valid page in the preview, as it is typed', async () => {
    const { user } = await renderEditor()
    await user.click(await screen.findByRole('button', { name: 'Show preview' }))
    expect(screen.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true')
    // The preview's renderers load as a chunk of their own: seconds on two busy cores.
    const preview = within(await screen.findByRole('region', { name: 'Preview' }))
    expect(await preview.findByText('Crafting Solutions for Tomorrow')).toBeInTheDocument()
    expect(preview.getByText('Schedule Consultation')).toBeInTheDocument()

    const hero = await open(user, 'Hero: Crafting Solutions for Tomorrow')
    const heading = hero.getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    await user.type(heading, 'Built to last')
    expect(await preview.findByText('Built to last')).toBeInTheDocument()

    await user.clear(heading)
    expect(
      preview.getByText(
        'The preview shows the last version without problems: correct the marked fields to see your latest changes.',
      ),
    ).toBeInTheDocument()
    expect(preview.getByText('Built to last')).toBeInTheDocument()
  })

  it('offers to start again from a hero block when the text is no document', async () => {
    const { user, value } = await renderEditor('{"blocks": oops')
    expect(
      await screen.findByText('The blocks could not be read, so they cannot be edited here.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'The stored text' })).toHaveValue('{"blocks": oops')
    await user.click(screen.getByRole('button', { name: 'Start again with a hero block' }))
    expect(value().blocks.map((block) => block.type)).toEqual(['hero'])
    expect(pageDocumentSchema.safeParse(value()).success).toBe(true)
    await waitFor(() => expect(toggle('Hero')).toBeInTheDocument())
  })

  it('names an unknown block type on its card, and lets it be removed', async () => {
    const { user, value } = await renderEditor(
      JSON.stringify({ blocks: [page.blocks[0], { id: 'old', type: 'carousel', heading: 'Slides' }] }),
    )
    const unknown = await open(user, 'carousel: Slides')
    expect(unknown.getByText('Unknown block type')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove carousel: Slides' }))
    expect(value().blocks.map((block) => block.id)).toEqual(['hero'])
  })

  it("takes an image from the media library as this site's path", async () => {
    const network = fakeNetwork((request) =>
      jsonResponse(
        request.url.pathname === '/api/shared-blocks' ? { sharedBlocks: [] } : { items: [LIBRARY_IMAGE] },
      ),
    )
    restore = network.restore
    const { user, value } = await renderEditor()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block type' }), 'Image with text')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    const added = within(screen.getByRole('group', { name: 'Image with text: New section' }))
    expect(added.getByRole('textbox', { name: 'Image' })).toHaveValue('/images/services/data-analytics.svg')
    await user.click(added.getByRole('button', { name: 'Choose from library' }))
    await user.click(await screen.findByRole('button', { name: 'Use this image: team.jpg' }))
    expect(value().blocks[3]).toMatchObject({ image: `/images/${LIBRARY_IMAGE_KEY}` })
    expect(pageDocumentSchema.safeParse(value()).success).toBe(true)
    expect(
      network.requests.map((request) => request.url.pathname).filter((path) => path !== '/api/shared-blocks'),
    ).toEqual(['/api/media'])
  })

  it('takes one of the service pictures the site ships, by its service', async () => {
    const { user, value } = await renderEditor()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block type' }), 'Image with text')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    const added = within(screen.getByRole('group', { name: 'Image with text: New section' }))
    const pictures = added.getByRole('combobox', { name: 'Or a service picture' })
    expect(pictures).toHaveValue('/images/services/data-analytics.svg')
    await user.selectOptions(pictures, 'QA Automation')
    expect(value().blocks[3]).toMatchObject({ image: '/images/services/qa-automation.svg' })
    expect(added.getByRole('textbox', { name: 'Image' })).toHaveValue('/images/services/qa-automation.svg')
  })
})

describe('shared blocks in the page editor', () => {
  const band = {
    id: 7,
    name: 'Closing band',
    block: {
      id: 'band',
      type: 'call-to-action',
      heading: 'Talk to a partner',
      text: 'Book a call.',
      buttonLabel: 'Book',
    },
    version: 1,
    updatedAt: '2026-11-01T09:00:00.000Z',
    usedOn: [
      { id: 1, title: 'Home', path: '/' },
      { id: 12, title: 'Spring offer', path: '/lp/spring' },
    ],
  }

  it('places a shared block read-only with a link to edit it, and turns a block into a shared block', async () => {
    const network = fakeNetwork((request) =>
      request.method === 'POST'
        ? jsonResponse({ ...band, id: 8, name: 'Call to action: Ready?', usedOn: [] }, 201)
        : jsonResponse({ sharedBlocks: [band] }),
    )
    restore = network.restore
    const { user, value } = await renderEditor()
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Shared block' }),
      'Closing band (Call to action)',
    )
    await user.click(screen.getByRole('button', { name: 'Add shared block' }))
    expect(value().blocks[3]).toEqual({ id: 'shared-7', type: 'shared', sharedId: 7 })
    expect(screen.getByRole('status')).toHaveTextContent('Closing band added at the end')
    expect(pageDocumentSchema.safeParse(value()).success).toBe(true)

    const placed = await open(user, 'Shared block')
    expect(placed.getByText('Closing band')).toBeInTheDocument()
    expect(placed.getByText('(Call to action, used on 2 pages)')).toBeInTheDocument()
    expect(
      placed.getByText(
        'This block is shared: edit it in Shared blocks, and every page that shows it changes.',
      ),
    ).toBeInTheDocument()
    expect(placed.getByRole('link', { name: 'Edit shared block' })).toHaveAttribute(
      'href',
      '/admin/shared-blocks?edit=7',
    )
    // Its fields are edited in its own section only.
    expect(placed.queryByRole('textbox')).toBeNull()

    const cta = await open(user, 'Call to action: Ready?')
    await user.click(cta.getByRole('button', { name: 'Save as shared block' }))
    await waitFor(() => expect(value().blocks[2]).toEqual({ id: 'cta', type: 'shared', sharedId: 8 }))
    expect(network.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Call to action: Ready?',
      block: page.blocks[2],
    })
  })

  it('says when a placed shared block was deleted', async () => {
    restore = fakeNetwork(() => jsonResponse({ sharedBlocks: [] })).restore
    const { user } = await renderEditor(
      JSON.stringify({ blocks: [...page.blocks, { id: 'gone', type: 'shared', sharedId: 99 }] }),
    )
    const placed = await open(user, 'Shared block')
    expect(
      await placed.findByText(
        'This shared block was deleted: visitors see nothing here. Remove it from the page.',
      ),
    ).toBeInTheDocument()
  })
})

describe("a rich text block's text", () => {
  const withText: Doc = {
    blocks: [
      ...page.blocks.slice(0, 1),
      {
        id: 'story',
        type: 'rich-text',
        markdown: '## Our story\n\nWe started in **2009**.',
        background: 'plain',
      },
    ],
  }

  it('opens in the visual editor, and what is typed there or as Markdown is the block’s Markdown', async () => {
    const { user, value } = await renderEditor(JSON.stringify(withText))
    const block = await open(user, 'Rich text: Our story')
    const visual = await block.findByRole('textbox', { name: 'Text' })
    expect(visual).toHaveAttribute('contenteditable', 'true')
    expect(within(visual).getByRole('heading', { name: 'Our story' })).toBeInTheDocument()
    expect(within(visual).getByText('2009', { selector: 'strong' })).toBeInTheDocument()

    // The toolbar's marks write Markdown into the block.
    block.getByRole('button', { name: 'Bold' }).focus()
    await user.tab()
    expect(visual).toHaveFocus()
    await user.keyboard('{Control>}a{/Control}{Control>}i{/Control}')
    expect(value().blocks[1]?.markdown).toBe('## *Our story*\n\n*We started in **2009**.*')

    // The Markdown tab edits the same text, and the visual editor shows it when it comes back.
    await user.click(block.getByRole('tab', { name: 'Markdown' }))
    const markdown = block.getByRole('textbox', { name: 'Text' })
    expect(markdown).toHaveValue(String(value().blocks[1]?.markdown))
    await user.clear(markdown)
    await user.type(markdown, 'Just *this*.')
    expect(value().blocks[1]?.markdown).toBe('Just *this*.')
    await user.click(block.getByRole('tab', { name: 'Visual' }))
    const again = await block.findByRole('textbox', { name: 'Text' })
    expect(within(again).getByText('this', { selector: 'em' })).toBeInTheDocument()
  })
})
